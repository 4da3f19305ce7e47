/**
 * Seeded random draws for the runs: sfc32 (small, fast, passes PractRand; 32-bit integer maths
 * that JavaScript does natively), normals by Marsaglia's polar method, Gammas by Marsaglia–Tsang,
 * and Betas from two Gammas. The same seed gives the same draws on every engine.
 */

/** The shape of a Gamma draw with shape >= 1, prepared once (Marsaglia–Tsang's d and c). */
export interface GammaShape {
  readonly d: number;
  readonly c: number;
}

/** Prepares a Gamma shape (>= 1, which every PERT Beta parameter is). */
export function gammaShape(shape: number): GammaShape {
  const d = shape - 1 / 3;
  return { d, c: 1 / Math.sqrt(9 * d) };
}

/** The PERT Beta parameters of a three-point estimate (min < max): 1 + 4·(likely−min)/(max−min) and 1 + 4·(max−likely)/(max−min). */
export function pertShape(min: number, likely: number, max: number): readonly [number, number] {
  return [1 + (4 * (likely - min)) / (max - min), 1 + (4 * (max - likely)) / (max - min)];
}

/** splitmix32: spreads a seed word over the generator's state. */
function splitmix(state: number): number {
  let z = (state + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A seeded stream of draws. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare = 0;
  private hasSpare = false;

  /** Any safe integer seeds the stream; its low and high 32 bits both count. */
  constructor(seed: number) {
    const low = seed | 0;
    const high = Math.floor(seed / 4294967296) | 0;
    this.a = splitmix(low);
    this.b = splitmix(this.a ^ high);
    this.c = splitmix(this.b + 1);
    this.d = splitmix(this.c ^ 0x5bd1e995);
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** A uniform draw in (0, 1): never exactly 0 or 1, so logarithms are safe. */
  next(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const t = (((a + b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return ((t >>> 0) + 0.5) / 4294967296;
  }

  /** A standard normal draw (polar method; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.next() - 1;
      v = 2 * this.next() - 1;
      s = u * u + v * v;
    } while (s >= 1); // s is never 0: next() never gives exactly one half.
    const scale = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * scale;
    this.hasSpare = true;
    return u * scale;
  }

  /** A Gamma(shape, 1) draw for a shape >= 1 prepared by `gammaShape`. */
  gamma(d: number, c: number): number {
    return this.gammaFrom(d, c, this.normal());
  }

  /**
   * A Beta(alpha, beta) draw in [0, 1] from two Gamma draws (each shape given as its d and c).
   * One polar pair feeds both Gammas directly: a quarter faster than going through `normal()`.
   */
  beta(alphaD: number, alphaC: number, betaD: number, betaC: number): number {
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.next() - 1;
      v = 2 * this.next() - 1;
      s = u * u + v * v;
    } while (s >= 1);
    const scale = Math.sqrt((-2 * Math.log(s)) / s);
    const x = this.gammaFrom(alphaD, alphaC, u * scale);
    return x / (x + this.gammaFrom(betaD, betaC, v * scale));
  }

  /** Marsaglia–Tsang from a first normal draw (with the squeeze test); a rejected try draws a new normal. */
  private gammaFrom(d: number, c: number, normal: number): number {
    for (let x = normal; ; x = this.normal()) {
      let v = 1 + c * x;
      if (v <= 0) continue;
      v = v * v * v;
      const u = this.next();
      const x2 = x * x;
      if (u < 1 - 0.0331 * x2 * x2) return d * v;
      if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
    }
  }
}
