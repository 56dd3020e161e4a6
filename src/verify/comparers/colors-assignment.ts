/**
 * Optimal assignment (the Hungarian algorithm, Kuhn–Munkres with potentials, O(n²·m)): gives
 * each row its own column so that the summed cost is minimal. The colors comparer uses it to map
 * every source color to a distinct reference token (issue 5 §2 "palette by CIEDE2000 with an
 * optimal assignment"), so two source shades cannot both claim one reference color for free.
 */

/**
 * Column index per row minimizing the total cost. `cost` is n × m with n ≤ m and finite entries.
 * Deterministic: ties resolve to the lowest column index found first.
 */
export function optimalAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  if (n === 0) return [];
  const m = cost[0]!.length;
  if (m < n) throw new RangeError(`optimalAssignment needs at least as many columns as rows (got ${n} rows, ${m} columns)`);
  // 1-based arrays as in the classic formulation; p[j] is the row holding column j (0: free).
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0);
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Infinity);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const reduced = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (reduced < minv[j]) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (p[j] !== 0) result[p[j] - 1] = j - 1;
  return result;
}
