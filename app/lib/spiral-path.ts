/**
 * An Archimedean spiral as SVG path data, from the centre (cx, cy) outwards: `turns` full turns
 * reaching `radius`, drawn as short straight segments (`stepsPerTurn` per turn).
 */
export function spiralPath(cx: number, cy: number, radius: number, turns: number, stepsPerTurn = 48): string {
  const steps = Math.round(turns * stepsPerTurn);
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const share = i / steps;
    const angle = share * turns * 2 * Math.PI;
    const r = share * radius;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join("L")}`;
}
