/**
 * CSS math over plain numbers, for color channels (CSS Values 4 §10): numbers, percentages of a
 * given reference, angles, `none`, channel keywords of relative colors, and `calc()` / `min()` /
 * `max()` / `clamp()` over those. Lengths and anything else are not understood: null, never a throw.
 */

const ANGLE_TO_DEG: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

/**
 * Evaluates one channel of a color function: a number, a percentage (`percent` is the value of
 * 100%), an angle when `angle` is set, `none` (0), a channel keyword from `keywords`, or `calc()` /
 * `min()` / `max()` / `clamp()` over those. Null for anything else (lengths, unknown words, junk).
 */
export function evaluateChannel(text: string, keywords: Readonly<Record<string, number>>, percent: number | null, angle = false): number | null {
  const tokens = tokenizeMath(text.trim().toLowerCase());
  if (!tokens) return null;
  const parser = new MathParser(tokens, keywords, percent, angle);
  const value = parser.expression();
  return parser.done() && value !== null && Number.isFinite(value) ? value : null;
}

type MathToken = { kind: 'num'; value: number; unit: string } | { kind: 'word'; value: string } | { kind: 'op'; value: string };

function tokenizeMath(text: string): MathToken[] | null {
  const tokens: MathToken[] = [];
  const pattern = /\s*(?:([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|[a-z]+)?|([a-z][a-z0-9-]*)|([-+*/(),]))/y;
  let index = 0;
  while (index < text.length) {
    pattern.lastIndex = index;
    const m = pattern.exec(text);
    if (!m) return /^\s*$/.test(text.slice(index)) ? tokens : null;
    index = pattern.lastIndex;
    const previous = tokens.at(-1);
    // `a -1` is a subtraction, `(-1` a negative number: a sign right after a value is an operator.
    if (m[1] !== undefined && /^[+-]/.test(m[1]) && previous && (previous.kind === 'num' || previous.kind === 'word' || previous.value === ')')) {
      tokens.push({ kind: 'op', value: m[1][0]! }, { kind: 'num', value: Number(m[1].slice(1)), unit: m[2] ?? '' });
    } else if (m[1] !== undefined) tokens.push({ kind: 'num', value: Number(m[1]), unit: m[2] ?? '' });
    else if (m[3] !== undefined) tokens.push({ kind: 'word', value: m[3] });
    else if (m[4] !== undefined) tokens.push({ kind: 'op', value: m[4] });
  }
  return tokens;
}

const MAX_MATH_DEPTH = 16;

/** Recursive-descent arithmetic for CSS math functions over plain numbers (no lengths). */
class MathParser {
  private index = 0;
  private depth = 0;
  constructor(
    private readonly tokens: MathToken[],
    private readonly keywords: Readonly<Record<string, number>>,
    private readonly percent: number | null,
    private readonly angle: boolean,
  ) {}

  done(): boolean {
    return this.index === this.tokens.length;
  }

  expression(): number | null {
    if (++this.depth > MAX_MATH_DEPTH) return null;
    let value = this.term();
    while (value !== null && this.peekOp('+', '-')) {
      const op = this.tokens[this.index++]!.value;
      const right = this.term();
      value = right === null ? null : op === '+' ? value + right : value - right;
    }
    this.depth--;
    return value;
  }

  private term(): number | null {
    let value = this.factor();
    while (value !== null && this.peekOp('*', '/')) {
      const op = this.tokens[this.index++]!.value;
      const right = this.factor();
      value = right === null ? null : op === '*' ? value * right : right === 0 ? null : value / right;
    }
    return value;
  }

  private factor(): number | null {
    const token = this.tokens[this.index++];
    if (!token) return null;
    if (token.kind === 'num') return this.number(token.value, token.unit);
    if (token.kind === 'op') {
      if (token.value === '-') {
        const inner = this.factor();
        return inner === null ? null : -inner;
      }
      if (token.value === '(') return this.closeWith(this.expression());
      return null;
    }
    const word = token.value;
    if (this.peekOp('(')) {
      this.index++;
      if (word === 'calc') return this.closeWith(this.expression());
      if (word === 'min' || word === 'max' || word === 'clamp') {
        const args: number[] = [];
        for (;;) {
          const arg = this.expression();
          if (arg === null) return null;
          args.push(arg);
          if (!this.peekOp(',')) break;
          this.index++;
        }
        if (this.closeWith(0) === null) return null;
        if (word === 'clamp') return args.length === 3 ? Math.max(args[0]!, Math.min(args[1]!, args[2]!)) : null;
        return word === 'min' ? Math.min(...args) : Math.max(...args);
      }
      return null;
    }
    if (word === 'none') return 0;
    if (word === 'pi') return Math.PI;
    if (word === 'e') return Math.E;
    return Object.hasOwn(this.keywords, word) ? this.keywords[word]! : null;
  }

  private number(value: number, unit: string): number | null {
    if (unit === '') return value;
    if (unit === '%') return this.percent === null ? null : (value / 100) * this.percent;
    const factor = this.angle ? ANGLE_TO_DEG[unit] : undefined;
    return factor === undefined ? null : value * factor;
  }

  private closeWith(value: number | null): number | null {
    if (value === null || !this.peekOp(')')) return null;
    this.index++;
    return value;
  }

  private peekOp(...ops: string[]): boolean {
    const token = this.tokens[this.index];
    return token?.kind === 'op' && ops.includes(token.value);
  }
}
