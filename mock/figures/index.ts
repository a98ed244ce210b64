/**
 * The welcome page's figures that another area keeps (src/pages/welcome/README.md "Welcome"): that area
 * says how to count one at set-up (`provideFigure`), and the welcome page reads it by name. The welcome page
 * reaches into no other area's state; a figure no loaded area provides is left out, as the packaging figures are
 * when the packaging store is not there.
 */
export type FigureName = 'openMonitorAlerts';

const providers = new Map<FigureName, (gameId: number) => number>();

export function provideFigure(name: FigureName, count: (gameId: number) => number): void {
  providers.set(name, count);
}

/** The figure of a game now, or null when no area provides it. */
export function readFigure(name: FigureName, gameId: number): number | null {
  const count = providers.get(name);
  return count ? count(gameId) : null;
}
