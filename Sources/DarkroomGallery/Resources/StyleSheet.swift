extension SiteAssets {
    /// `assets/gallery.css`. System fonts only: the site fetches nothing from the network.
    static let styleSheet = #"""
/* Darkroom gallery. Page colours follow [data-theme] on <html>; snapshot backgrounds follow
   the snapshot's own theme axis (data-surface), so a dark snapshot never sits on white. */
:root {
  --bg: #f6f6f4; --fg: #1d1d1f; --muted: #6b6b70; --panel: #ffffff; --border: #dcdcd8;
  --accent: #2f5bd3; --accent-fg: #ffffff; --chip: #ecece8; --bad: #c0392b; --warn: #b7791f;
  --surface-light: #ffffff; --surface-dark: #1b1b1d; --check: rgba(0,0,0,.045);
  --mono: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
  --sans: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  color-scheme: light;
}
:root[data-theme="dark"] {
  --bg: #141416; --fg: #ececef; --muted: #9a9aa2; --panel: #1e1e21; --border: #34343a;
  --accent: #7d9cff; --accent-fg: #0b0b0c; --chip: #2a2a2f; --bad: #ff6b5b; --warn: #f0b44c;
  --check: rgba(255,255,255,.05);
  color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.45 var(--sans); }
a { color: var(--accent); }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 0; }
h3 { font-size: 13px; margin: 18px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
code, pre, .mono { font-family: var(--mono); font-size: 12px; }
.muted { color: var(--muted); }
.empty { padding: 24px; color: var(--muted); }
[hidden] { display: none !important; }

/* Header */
.top { position: sticky; top: 0; z-index: 5; display: flex; gap: 16px; align-items: center;
  padding: 10px 20px; background: var(--panel); border-bottom: 1px solid var(--border); }
.top .brand { font-weight: 700; color: var(--fg); text-decoration: none; letter-spacing: .02em; }
.top nav { display: flex; gap: 12px; flex: 1; }
.top nav a { text-decoration: none; color: var(--muted); }
.top nav a[aria-current="page"] { color: var(--fg); font-weight: 600; }
.top input[type=search] { width: min(320px, 40vw); padding: 6px 10px; border-radius: 6px;
  border: 1px solid var(--border); background: var(--bg); color: var(--fg); font: inherit; }
.button { font: inherit; padding: 5px 12px; border-radius: 6px; border: 1px solid var(--border);
  background: var(--chip); color: var(--fg); cursor: pointer; }
.button[aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
footer { padding: 16px 20px; font-size: 12px; }

/* Filters: one group of toggle chips per axis. No chip pressed means "any". */
.filters { display: flex; flex-wrap: wrap; gap: 10px 24px; padding: 12px 20px; }
.filters.sidebar { display: block; padding: 16px; border-right: 1px solid var(--border);
  position: sticky; top: 49px; align-self: start; height: calc(100vh - 49px); overflow: auto; }
.filter { border: 0; margin: 0 0 12px; padding: 0; min-width: 0; }
.filter legend { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); padding: 0; margin-bottom: 4px; }
.chips { display: flex; flex-wrap: wrap; gap: 4px; }
.chip { font: 12px/1.2 var(--sans); padding: 4px 9px; border-radius: 999px; border: 1px solid var(--border);
  background: var(--chip); color: var(--fg); cursor: pointer; max-width: 100%; overflow: hidden; text-overflow: ellipsis; }
.chip[aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
.filter-reset { margin-top: 4px; align-self: flex-end; }

/* Index */
.intro { padding: 18px 20px 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; padding: 8px 20px 24px; }
.card { display: flex; flex-direction: column; background: var(--panel); border: 1px solid var(--border);
  border-radius: 10px; overflow: hidden; color: inherit; text-decoration: none; min-width: 0; }
.card:hover, .card:focus-visible { border-color: var(--accent); outline: none; }
.card .body { padding: 10px 12px 12px; display: flex; flex-direction: column; gap: 4px; }
.card .summary { margin: 0; color: var(--muted); font-size: 13px; }
.card dl { margin: 4px 0 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; font-size: 12px; }
.card dt { color: var(--muted); }
.card dd { margin: 0; overflow-wrap: anywhere; }

/* Snapshot surfaces: a faint checkerboard shows transparent pixels. */
.shot { display: flex; align-items: center; justify-content: center; padding: 14px; min-height: 84px;
  background-color: var(--surface-light);
  background-image: linear-gradient(45deg, var(--check) 25%, transparent 25%, transparent 75%, var(--check) 75%),
    linear-gradient(45deg, var(--check) 25%, transparent 25%, transparent 75%, var(--check) 75%);
  background-size: 12px 12px; background-position: 0 0, 6px 6px; --check: rgba(0,0,0,.045); }
.shot[data-surface="dark"] { background-color: var(--surface-dark); --check: rgba(255,255,255,.05); }
.shot img { display: block; max-width: 100%; height: auto; }
.pixelated { image-rendering: pixelated; }

/* Component page */
.component { display: grid; grid-template-columns: 240px minmax(0, 1fr); min-height: calc(100vh - 49px); }
.matrix { padding: 16px 20px 40px; min-width: 0; }
.matrix-head .summary { margin: 0 0 4px; max-width: 70ch; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 10px; margin-top: 12px; }
.grid .card { border-radius: 8px; }
.grid .label { padding: 6px 8px 0; font: 11px/1.3 var(--mono); overflow-wrap: anywhere; }
.grid .meta { padding: 2px 8px 7px; font-size: 11px; color: var(--muted); }
.more { height: 1px; }

/* Detail view */
.detail { position: fixed; inset: 0; z-index: 20; background: rgba(0,0,0,.55); display: flex;
  align-items: flex-start; justify-content: center; padding: 32px 16px; overflow: auto; }
.detail-panel { background: var(--panel); border: 1px solid var(--border); border-radius: 12px;
  width: min(1100px, 100%); padding: 18px 22px 26px; }
.detail-head { display: flex; align-items: center; gap: 12px; justify-content: space-between; }
.detail-head h2 { font: 600 15px var(--mono); overflow-wrap: anywhere; }
.detail-nav { display: flex; gap: 6px; }
.axis-list { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.axis-list span { background: var(--chip); border-radius: 999px; padding: 2px 9px; font-size: 12px; }
.figures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; }
figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
.figures .shot { min-height: 0; padding: 10px; border: 1px solid var(--border); border-radius: 6px; }
.figures .shot img { max-width: none; }
.zoom-box { overflow: auto; max-width: 100%; }
pre.sidecar { background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 10px;
  max-height: 320px; overflow: auto; white-space: pre; margin: 0; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--border); vertical-align: top; overflow-wrap: anywhere; }
th { color: var(--muted); font-weight: 600; }
ul.tokens { margin: 0; padding-left: 18px; columns: 2; font-size: 12px; }

/* Review page */
.failures { display: flex; flex-direction: column; gap: 16px; padding: 8px 20px 40px; }
.failure { background: var(--panel); border: 1px solid var(--border); border-radius: 10px; padding: 14px 16px; }
.failure-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 10px; }
.failure-head h2 { font: 600 14px var(--mono); overflow-wrap: anywhere; }
.kind { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; border-radius: 4px; padding: 1px 6px;
  background: var(--bad); color: #fff; }
.kind[data-kind="missing"], .kind[data-kind="stale"] { background: var(--warn); }
.changes { margin: 8px 0; padding-left: 18px; }
.tabs { display: flex; gap: 4px; margin: 8px 0; flex-wrap: wrap; align-items: center; }
.viewer { overflow: auto; max-width: 100%; }
.shot.surface-only { display: inline-flex; min-height: 0; padding: 10px; border: 1px solid var(--border); border-radius: 6px; }
.failure .figures .shot { min-height: 0; padding: 10px; }
.stack { display: inline-grid; position: relative; }
.stack > img { grid-area: 1 / 1; display: block; max-width: none; }
.swipe-line { grid-area: 1 / 1; width: 2px; background: var(--accent); justify-self: start; pointer-events: none; }
.slider { display: flex; align-items: center; gap: 8px; font-size: 12px; color: var(--muted); margin-top: 6px; }
.slider input { width: min(320px, 60vw); }
.banner { margin-top: 10px; padding: 8px 12px; border-radius: 6px; border: 1px solid var(--warn); }
.banner ul { margin: 4px 0 0; padding-left: 18px; }

@media (max-width: 720px) {
  .component { grid-template-columns: 1fr; }
  .filters.sidebar { position: static; max-height: none; border-right: 0; border-bottom: 1px solid var(--border); }
}
"""#
}
