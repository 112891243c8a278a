/** mulberry32: a small fixed-seed PRNG so every seed is the same. */
export function prng(seed: number) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
    return { next, int, pick };
}
export type Prng = ReturnType<typeof prng>;

export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
