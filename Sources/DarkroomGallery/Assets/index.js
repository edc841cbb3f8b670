// Darkroom gallery index.
'use strict';

(function () {
  const { el, readHash, writeHash, filterPanel, selectionFromHash, selectionEntries, markReady, plural } = Darkroom;
  const catalog = window.DARKROOM_CATALOG;

  // Filter axes shared by cards: environment axes and scale, values in first-seen order.
  const filterAxes = [];
  for (const component of catalog.components) {
    for (const axis of component.axes) {
      if (axis.kind === 'component') continue;
      let known = filterAxes.find((a) => a.name === axis.name);
      if (!known) {
        known = { name: axis.name, values: [], format: axis.kind === 'scale' ? (v) => '@' + v + 'x' : null };
        filterAxes.push(known);
      }
      for (const v of axis.values) if (!known.values.includes(v)) known.values.push(v);
    }
  }
  const scaleAxis = filterAxes.find((a) => a.name === 'scale');
  if (scaleAxis) scaleAxis.values.sort((a, b) => Number(a) - Number(b));

  let selection = new Map();
  let query = '';
  const cards = document.getElementById('cards');
  const search = document.getElementById('search');
  const panel = filterPanel(document.getElementById('filters'), filterAxes, selection, () => update(true));

  function readState() {
    const hash = readHash();
    const fresh = selectionFromHash(hash, filterAxes);
    for (const [name, set] of fresh) selection.set(name, set);
    query = (hash.get('q') || []).join(',');
    search.value = query;
  }

  function entries() {
    return selectionEntries(selection, filterAxes).concat([['q', query ? [query] : []]]);
  }

  /** First default-axes thumbnail whose environment matches every active filter. */
  function thumbFor(component) {
    return component.thumbs.find((t) =>
      filterAxes.every((axis) => {
        const set = selection.get(axis.name);
        return set.size === 0 || t.axes[axis.name] === undefined || set.has(t.axes[axis.name]);
      }));
  }

  // Every word must occur: in the component's name or summary (all its variants match), or
  // together in one variant's name (the component page opens narrowed to those).
  function matchesQuery(component, q) {
    if (q.length === 0) return { all: true };
    if (Darkroom.matchesWords([component.name, component.summary], q)) return { all: true };
    const variant = component.variants.some((v) => Darkroom.matchesWords([component.name, v], q));
    return variant ? { variants: true } : null;
  }

  function card(component, thumb, match) {
    const own = component.axes.filter((a) => a.kind === 'component');
    const linkEntries = selectionEntries(selection, filterAxes)
      .filter(([name]) => component.axes.some((a) => a.name === name));
    // A query that matched variant names, not the component, narrows the component page too.
    if (match.variants) linkEntries.push(['q', [query]]);
    const hash = Darkroom.formatHash(linkEntries);
    const href = 'components/' + encodeURIComponent(component.slug) + '.html' + (hash ? '#' + hash : '');
    const image = thumb
      ? el('img', { src: thumb.img, width: Math.round(thumb.w), height: Math.round(thumb.h),
                    loading: 'lazy', decoding: 'async', alt: component.name })
      : el('span', { class: 'muted' }, ['no snapshot']);
    return el('a', { class: 'card', href, 'data-component': component.name }, [
      el('div', { class: 'shot', 'data-surface': thumb ? thumb.surface : '' }, [image]),
      el('div', { class: 'body' }, [
        el('h2', {}, [component.name]),
        component.summary ? el('p', { class: 'summary' }, [component.summary]) : null,
        el('dl', {}, own.flatMap((a) => [el('dt', {}, [a.name]), el('dd', {}, [a.values.join(' · ')])])),
        el('div', { class: 'muted' }, [
          plural(component.variantCount, 'variant', 'variants') + ' · ' +
          plural(component.snapshotCount, 'snapshot', 'snapshots')
        ]),
        component.findings == null ? null
          : el('div', { class: 'badge findings' + (component.findings ? '' : ' none') },
               [component.findings ? plural(component.findings, 'snapshot', 'snapshots') + ' with audit findings' : 'No audit findings'])
      ])
    ]);
  }

  function update(writeUrl) {
    if (writeUrl) writeHash(entries(), false);
    panel.sync();
    const q = Darkroom.queryWords(query);
    cards.textContent = '';
    let shown = 0;
    for (const component of catalog.components) {
      const match = matchesQuery(component, q);
      const thumb = thumbFor(component);
      if (!match || (!thumb && component.thumbs.length > 0)) continue;
      cards.appendChild(card(component, thumb, match));
      shown++;
    }
    document.getElementById('empty').hidden = shown > 0;
    document.getElementById('counts').textContent =
      plural(shown, 'component', 'components') + ' shown of ' + catalog.components.length + ' · ' +
      plural(catalog.snapshotCount, 'snapshot', 'snapshots') +
      (catalog.report ? ' · ' + plural(catalog.report.failures, 'failure', 'failures') + ' to review' : '');
  }

  search.addEventListener('input', () => { query = search.value; update(true); });
  window.addEventListener('hashchange', () => { readState(); update(false); });
  readState();
  update(true);
  markReady();
})();
