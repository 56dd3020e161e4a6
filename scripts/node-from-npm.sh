#!/usr/bin/env bash
# Puts an official Node.js binary from the npm registry (package node-<os>-<arch>, which carries the
# headers native addons build against) into a folder, and prints the shell lines that use it:
#
#   eval "$(bash scripts/node-from-npm.sh 24)"     # this shell now runs Node 24
#   bash scripts/node-from-npm.sh 22 /opt/nodes    # install under /opt/nodes/node-22.x.y
#
# Why: CI tests every supported Node line (README "Node versions") on a machine that has one Node
# and no other registry than npm's. The tested versions are pinned here; .ci/run uses this script
# for the lines the machine does not have.
set -euo pipefail

major="${1:?usage: node-from-npm.sh <22|24> [dir]}"
case "$major" in
  22) version=22.23.3 ;;
  24) version=24.21.0 ;;
  *) echo "node-from-npm.sh: unsupported Node line '$major' (supported: 22, 24)" >&2; exit 2 ;;
esac
root="${2:-${NODE_FROM_NPM_DIR:-$HOME/.cache/brand-design/node}}"

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "node-from-npm.sh: no npm package of Node for $(uname -s)" >&2; exit 3 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node-from-npm.sh: no npm package of Node for $(uname -m)" >&2; exit 3 ;;
esac

home="$root/node-$version"
if [ ! -x "$home/bin/node" ]; then
  mkdir -p "$root"
  scratch="$(mktemp -d "$root/.download.XXXXXX")"
  trap 'rm -rf "$scratch"' EXIT
  # `npm pack` fetches the tarball from the configured registry only; nothing else is contacted.
  (cd "$scratch" && npm pack --silent "node-$os-$arch@$version" >/dev/null)
  mkdir -p "$scratch/unpacked"
  tar -xzf "$scratch"/node-"$os"-"$arch"-"$version".tgz -C "$scratch/unpacked"
  rm -rf "$home"
  mv "$scratch/unpacked/package" "$home"
fi
"$home/bin/node" --version >/dev/null
# npm_config_nodedir: node-gyp builds native addons against this Node's own headers.
printf 'export PATH=%q:"$PATH"\nexport npm_config_nodedir=%q\n' "$home/bin" "$home"
