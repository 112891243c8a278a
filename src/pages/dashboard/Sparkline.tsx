/** A small line of values as plain SVG (the dashboard loads no chart library). */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
    if (!values.length) return '';
    const max = Math.max(...values, 1);
    const min = Math.min(...values, 0);
    const step = values.length > 1 ? width / (values.length - 1) : 0;
    return values
        .map((v, i) => `${(i * step).toFixed(1)},${(height - ((v - min) / (max - min || 1)) * height).toFixed(1)}`)
        .join(' ');
}

export default function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
    const width = 240;
    const height = 48;
    return (
        <svg role="img" aria-label={label} width={width} height={height + 4} viewBox={`0 -2 ${width} ${height + 4}`}>
            <polyline
                points={sparklinePoints(values, width, height)}
                fill="none"
                stroke="#1565c0"
                strokeWidth={2}
                strokeLinejoin="round"
            />
        </svg>
    );
}
