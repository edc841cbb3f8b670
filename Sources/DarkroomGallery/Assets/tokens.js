// Darkroom gallery: every token the catalogue reads, per brand and theme.
// Colour tokens get a swatch and their WCAG 2.1 contrast against the surface the snapshots are
// painted on (the catalogue's background token) in the same brand and theme.
'use strict';

(function () {
  const { el, readHash, writeHash, filterPanel, selectionFromHash, selectionEntries, markReady, plural,
          queryWords, matchesWords } = Darkroom;
  const data = window.DARKROOM_TOKENS;
  const table = data.table;
  const unique = (values) => values.filter((v, i) => values.indexOf(v) === i);
  const axes = [
    { name: 'brand', values: unique(table.contexts.map((c) => c.brand)) },
    { name: 'theme', values: unique(table.contexts.map((c) => c.theme)) },
    { name: 'type', values: unique(table.tokens.map((t) => t.type)).sort() }
  ];
  const selection = new Map();
  let query = '';
  const search = document.getElementById('search');
  search.placeholder = 'Search tokens, values, components';
  const panel = filterPanel(document.getElementById('filters'), axes, selection, () => update(true));
  const surfaceRow = table.tokens.find((t) => t.path === table.surfaceToken);

  /** [r, g, b, a] from #RRGGBB or #RRGGBBAA, or null. */
  function rgba(hex) {
    const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex || '');
    if (!m) return null;
    const n = parseInt(m[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, m[2] ? parseInt(m[2], 16) / 255 : 1];
  }

  function luminance([r, g, b]) {
    const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  }

  /** WCAG contrast of `fg` (composited over `bg` when translucent) against `bg`. */
  function contrast(fg, bg) {
    const over = fg.slice(0, 3).map((c, i) => c * fg[3] + bg[i] * (1 - fg[3]));
    const a = luminance(over), b = luminance(bg);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }

  function valueCell(token, index) {
    const value = token.values[index];
    const children = [el('code', {}, [value])];
    const colour = token.type === 'color' ? rgba(value) : null;
    if (colour) {
      children.unshift(el('span', { class: 'swatch', style: 'background:' + value, 'aria-hidden': 'true' }, []));
      const surface = surfaceRow ? rgba(surfaceRow.values[index]) : null;
      if (surface && token !== surfaceRow) {
        const ratio = contrast(colour, surface);
        children.push(el('span', { class: 'ratio' + (ratio < 4.5 ? ' low' : ''), 'data-ratio': ratio.toFixed(2),
                                   title: 'Contrast against ' + table.surfaceToken }, [ratio.toFixed(2) + ':1']));
      }
    }
    return el('td', { class: 'value' }, children);
  }

  function readers(token) {
    return el('td', { class: 'readers' }, token.components.map((name) =>
      el('a', { href: 'components/' + encodeURIComponent(data.slugs[name] || name) + '.html' }, [name])));
  }

  function render() {
    const words = queryWords(query);
    const brands = selection.get('brand'), themes = selection.get('theme'), types = selection.get('type');
    const columns = table.contexts.map((c, i) => [c, i])
      .filter(([c]) => (brands.size === 0 || brands.has(c.brand)) && (themes.size === 0 || themes.has(c.theme)));
    const rows = table.tokens.filter((t) => (types.size === 0 || types.has(t.type)) &&
      matchesWords([t.path, t.type].concat(t.components, columns.map(([, i]) => t.values[i])), words));
    const head = el('tr', {}, [el('th', {}, ['Token'])]
      .concat(columns.map(([c]) => el('th', {}, [c.brand + ' · ' + c.theme])), [el('th', {}, ['Read by'])]));
    const body = rows.map((t) => el('tr', { 'data-token': t.path }, [
      el('th', { scope: 'row' }, [el('code', {}, [t.path]), el('div', { class: 'muted' }, [t.type + (t.description ? ' · ' + t.description : '')])])
    ].concat(columns.map(([, i]) => valueCell(t, i)), [readers(t)])));
    const tableEl = document.getElementById('token-table');
    tableEl.textContent = '';
    tableEl.appendChild(el('thead', {}, [head]));
    tableEl.appendChild(el('tbody', {}, body));
    document.getElementById('empty').hidden = rows.length > 0;
    document.getElementById('counts').textContent = plural(rows.length, 'token', 'tokens') + ' of ' + table.tokens.length +
      ' · ' + plural(columns.length, 'brand and theme', 'brands and themes') +
      (table.surfaceToken ? ' · contrast against ' + table.surfaceToken : '');
  }

  function update(writeUrl) {
    if (writeUrl) writeHash(selectionEntries(selection, axes).concat([['q', query ? [query] : []]]), false);
    panel.sync();
    render();
  }

  function readState() {
    const hash = readHash();
    for (const [name, set] of selectionFromHash(hash, axes)) selection.set(name, set);
    query = (hash.get('q') || []).join(',');
    search.value = query;
  }

  search.addEventListener('input', () => { query = search.value; update(true); });
  window.addEventListener('hashchange', () => { readState(); update(false); });
  readState();
  update(false);
  markReady();
})();
