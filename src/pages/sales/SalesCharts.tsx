/** The sales report's charts (recharts, loaded with the sales screens only). */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactMoney, formatMoney } from '../../../resources/format';
import {
    cents,
    SALES_DIMENSIONS,
    storeName,
    type SalesDimension,
    type SalesReport,
} from '../../../resources/sales/sales';

/** Axis ticks: `$1.2K`, `$350` (cents in). */
export const shortMoney = (c: number) => formatCompactMoney(Math.round(c / 100));
const tooltipMoney = (v: unknown) => formatMoney(cents(Number(v)));
const monthName = (key: string) =>
    new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        ...(key.length === 7 ? { year: '2-digit' } : { day: 'numeric' }),
        timeZone: 'UTC',
    });

/** A bar's name, shortened to fit beside its bar. */
const shortKey = (k: string) => (k.length > 22 ? `${k.slice(0, 21)}…` : k);

export function SalesLineChart({ report }: { report: SalesReport }) {
    return (
        <Box component="figure" aria-label="Net sales over time" sx={{ m: 0 }}>
            <Typography component="figcaption" variant="subtitle1" gutterBottom>
                Net sales by {report.interval}
            </Typography>
            <Box sx={{ width: '100%', height: 280 }}>
                <ResponsiveContainer>
                    <LineChart data={report.series} margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
                        <CartesianGrid strokeDasharray="3 3" />
                        <XAxis dataKey="key" tickFormatter={monthName} minTickGap={16} />
                        <YAxis tickFormatter={shortMoney} width={64} />
                        <Tooltip formatter={tooltipMoney} labelFormatter={l => monthName(String(l))} />
                        <Line
                            type="monotone"
                            dataKey="net_usd_cents"
                            name="Net"
                            stroke="#1565c0"
                            strokeWidth={2}
                            dot={false}
                            isAnimationActive={false}
                        />
                    </LineChart>
                </ResponsiveContainer>
            </Box>
        </Box>
    );
}

export function SalesBarChart({ report }: { report: SalesReport }) {
    const [dimension, setDimension] = useState<SalesDimension>('store');
    const label = SALES_DIMENSIONS.find(d => d.id === dimension)!.label;
    const data = report.by[dimension];
    // A store by its name (Music), not the API's code (music).
    const keyName = (k: string) => (dimension === 'store' ? storeName(k) : k);
    return (
        <Box component="figure" aria-label={`Net sales by ${label}`} sx={{ m: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
                <Typography component="figcaption" variant="subtitle1">
                    Net sales by {label.toLowerCase()}
                </Typography>
                <TextField
                    select
                    size="small"
                    label="Bar chart by"
                    value={dimension}
                    onChange={e => setDimension(e.target.value as SalesDimension)}
                    sx={{ width: 170, ml: 'auto' }}
                >
                    {SALES_DIMENSIONS.map(d => (
                        <MenuItem key={d.id} value={d.id}>
                            {d.label}
                        </MenuItem>
                    ))}
                </TextField>
            </Box>
            <Box sx={{ width: '100%', height: Math.max(220, data.length * 28 + 40) }}>
                <ResponsiveContainer>
                    <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
                        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                        <XAxis type="number" tickFormatter={shortMoney} />
                        <YAxis
                            type="category"
                            dataKey="key"
                            width={160}
                            interval={0}
                            tickFormatter={(k: string) => shortKey(keyName(k))}
                        />
                        <Tooltip formatter={tooltipMoney} labelFormatter={l => keyName(String(l))} />
                        <Bar dataKey="net_usd_cents" name="Net" fill="#2e7d32" isAnimationActive={false} />
                    </BarChart>
                </ResponsiveContainer>
            </Box>
        </Box>
    );
}
