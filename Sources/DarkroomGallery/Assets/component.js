// Darkroom gallery: a component page.
'use strict';

(function () {
  const { el, readHash, writeHash, formatHash, filterPanel, selectionFromHash, selectionEntries,
          chunkedList, loadSidecar, markReady, plural } = Darkroom;
  const data = window.DARKROOM_COMPONENT;
  const ROOT = '../';
  const CHUNK = 120;
  const ZOOMS = [2, 4, 8, 16];

  const axes = data.axes.map((a) => Object.assign({}, a, { format: a.kind === 'scale' ? (v) => '@' + v + 'x' : null }));
  const directionIndex = axes.findIndex((a) => a.name === 'direction');
  const byId = new Map(data.snapshots.map((s) => [s.id, s]));

  let selection = new Map();
  let query = '';
  let detailId = null;
  let filtered = [];
  // `darkroom gallery --audit`: finding lists shared by snapshots, and the "with findings" filter.
  const findingSets = data.findingSets || null;
  let onlyFindings = false;

  const search = document.getElementById('search');
  search.placeholder = 'Search variants';
  const grid = document.getElementById('grid');
  const list = chunkedList(grid, document.getElementById('more'), cardFor, CHUNK);
  const findingsToggle = el('input', { type: 'checkbox', id: 'only-findings' });
  if (findingSets) {
    search.parentNode.insertBefore(el('label', { class: 'findings-filter' }, [findingsToggle, ' With audit findings']), search.nextSibling);
    findingsToggle.addEventListener('change', () => { onlyFindings = findingsToggle.checked; closeDetailState(); update(true); });
  }
  const panel = filterPanel(document.getElementById('filters'), axes, selection, () => { closeDetailState(); update(true); });

  // ---- State <-> URL ----

  function readState() {
    const hash = readHash();
    for (const [name, set] of selectionFromHash(hash, axes)) selection.set(name, set);
    query = (hash.get('q') || []).join(',');
    search.value = query;
    onlyFindings = findingSets !== null && (hash.get('findings') || [])[0] === '1';
    findingsToggle.checked = onlyFindings;
    const wanted = (hash.get('detail') || [])[0];
    detailId = wanted && byId.has(wanted) ? wanted : null;
  }

  function filterEntries() {
    return selectionEntries(selection, axes).concat([['q', query ? [query] : []], ['findings', onlyFindings ? ['1'] : []]]);
  }

  function entries() {
    return filterEntries().concat([['detail', detailId ? [detailId] : []]]);
  }

  // ---- Grid ----

  function matches(s, q) {
    if (onlyFindings && s.f == null) return false;
    for (let i = 0; i < axes.length; i++) {
      const set = selection.get(axes[i].name);
      if (set.size > 0 && !set.has(s.v[i])) return false;
    }
    return Darkroom.matchesWords([s.name, s.id], q);
  }

  let cardHashBase = '';
  function cardFor(s) {
    const href = '#' + cardHashBase + (cardHashBase ? '&' : '') + 'detail=' + encodeURIComponent(s.id);
    const link = el('a', { class: 'card', href, 'data-id': s.id }, [
      el('div', { class: 'shot', 'data-surface': s.surface }, [
        el('img', { src: ROOT + s.img, width: s.w, height: s.h, loading: 'lazy', decoding: 'async', alt: s.name })
      ]),
      el('div', { class: 'label' }, [s.name]),
      el('div', { class: 'meta' }, ['@' + s.s + 'x · ' + s.pw + '×' + s.ph + ' px']),
      s.f == null ? null : findingsBadge(findingSets[s.f])
    ]);
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      openDetail(s.id, true);
    });
    return link;
  }

  /** "3 findings", red when one is not in the audit's baseline. */
  function findingsBadge(notes) {
    const fresh = notes.filter((n) => n.new).length;
    return el('div', { class: 'badge findings' + (fresh ? ' new' : ''),
                       title: notes.map((n) => n.rule + ': ' + n.message).join('\n') },
              [plural(notes.length, 'finding', 'findings') + (fresh ? ' (' + fresh + ' new)' : '')]);
  }

  function update(writeUrl) {
    if (writeUrl) writeHash(entries(), false);
    panel.sync();
    const q = Darkroom.queryWords(query);
    filtered = data.snapshots.filter((s) => matches(s, q));
    cardHashBase = formatHash(filterEntries());
    list.reset(filtered);
    grid.setAttribute('data-count', String(filtered.length));
    document.getElementById('empty').hidden = filtered.length > 0;
    document.getElementById('counts').textContent =
      plural(filtered.length, 'snapshot', 'snapshots') + ' shown of ' + data.snapshots.length +
      ' · ' + plural(data.tokens.length, 'token', 'tokens') +
      (findingSets ? ' · ' + plural(data.snapshots.filter((s) => s.f != null).length, 'snapshot', 'snapshots') + ' with audit findings' : '');
    renderDetail();
  }

  // ---- Detail view ----

  const dialog = document.getElementById('detail');
  const detailBody = document.getElementById('detail-body');
  let zoom = 0;

  function openDetail(id, push) {
    detailId = id;
    writeHash(entries(), push);
    renderDetail();
  }

  function closeDetailState() { detailId = null; }

  function closeDetail() {
    closeDetailState();
    writeHash(entries(), false);
    renderDetail();
  }

  /** The same variant with the other writing direction, at the same scale. */
  function counterpart(s, direction) {
    if (directionIndex < 0) return null;
    if (s.v[directionIndex] === direction) return s;
    return data.snapshots.find((o) => o.v[directionIndex] === direction &&
      o.v.every((value, i) => i === directionIndex || value === s.v[i])) || null;
  }

  function figure(s, width, height, caption, pixelated) {
    return el('figure', {}, [
      el('div', { class: 'shot', 'data-surface': s.surface }, [
        el('img', { src: ROOT + s.img, width, height, alt: s.name, class: pixelated ? 'pixelated' : null })
      ]),
      el('figcaption', {}, [caption])
    ]);
  }

  function section(title, children) {
    return el('section', {}, [el('h3', {}, [title])].concat(children));
  }

  function renderDetail() {
    const s = detailId ? byId.get(detailId) : null;
    dialog.hidden = !s;
    document.body.style.overflow = s ? 'hidden' : '';
    if (!s) return;
    document.getElementById('detail-title').textContent = s.id;
    detailBody.textContent = '';
    // First open: the largest zoom step that keeps the image within about 600 px.
    if (!zoom) zoom = ZOOMS.filter((z) => z === ZOOMS[0] || s.pw * z <= 600).pop();

    // Axis values, and previous / next within the filtered list.
    const at = filtered.findIndex((o) => o.id === s.id);
    const prev = el('button', { type: 'button', class: 'button', id: 'detail-prev', disabled: at <= 0 }, ['← Previous']);
    const next = el('button', { type: 'button', class: 'button', id: 'detail-next',
                                disabled: at < 0 || at >= filtered.length - 1 }, ['Next →']);
    prev.addEventListener('click', () => openDetail(filtered[at - 1].id, false));
    next.addEventListener('click', () => openDetail(filtered[at + 1].id, false));
    detailBody.appendChild(el('div', { class: 'axis-list' },
      axes.map((a, i) => el('span', {}, [a.name + ': ' + (a.kind === 'scale' ? '@' + s.v[i] + 'x' : s.v[i])]))));
    detailBody.appendChild(el('div', { class: 'tabs' }, [prev, next]));

    // The image at 1:1 (one image pixel per CSS pixel) and zoomed with crisp pixels.
    const zoomButtons = ZOOMS.map((z) => {
      const b = el('button', { type: 'button', class: 'button', 'aria-pressed': z === zoom ? 'true' : 'false' }, [z + '×']);
      b.addEventListener('click', () => { zoom = z; renderDetail(); });
      return b;
    });
    detailBody.appendChild(section('Pixels', [
      el('div', { class: 'figures' }, [
        figure(s, s.pw, s.ph, '1:1 · ' + s.pw + '×' + s.ph + ' px', true),
        el('div', { class: 'zoom-box', id: 'detail-zoom' }, [figure(s, s.pw * zoom, s.ph * zoom, zoom + '× zoom', true)])
      ]),
      el('div', { class: 'tabs' }, [el('span', { class: 'muted' }, ['Zoom'])].concat(zoomButtons))
    ]));

    // Left-to-right and right-to-left side by side.
    const ltr = counterpart(s, 'ltr');
    const rtl = counterpart(s, 'rtl');
    if (ltr || rtl) {
      detailBody.appendChild(section('Directions', [el('div', { class: 'figures', id: 'detail-directions' }, [
        ltr ? figure(ltr, ltr.pw, ltr.ph, 'LTR', true) : el('p', { class: 'muted' }, ['No LTR render']),
        rtl ? figure(rtl, rtl.pw, rtl.ph, 'RTL', true) : el('p', { class: 'muted' }, ['No RTL render'])
      ])]));
    }

    // Layout sidecar, loaded on demand.
    const pre = el('pre', { class: 'sidecar', id: 'detail-sidecar' }, ['Loading…']);
    detailBody.appendChild(section('Layout', [
      pre, el('p', {}, [el('a', { href: ROOT + s.sidecar }, ['Open sidecar file'])])
    ]));
    const shownId = s.id;
    loadSidecar(ROOT + 'data/sidecars/' + encodeURIComponent(data.slug) + '/' + s.sj + '.js', s.sj)
      .then((text) => { if (detailId === shownId) { pre.textContent = text; pre.setAttribute('data-loaded', 'true'); } })
      .catch((error) => { if (detailId === shownId) pre.textContent = String(error.message); });

    // Accessibility nodes.
    const nodes = data.a11ySets[s.a];
    detailBody.appendChild(section('Accessibility', [nodes.length === 0
      ? el('p', { class: 'muted' }, ['No accessibility nodes.'])
      : el('table', { id: 'detail-a11y' }, [
          el('thead', {}, [el('tr', {}, ['Role', 'Label', 'Value', 'Hint', 'Description', 'Identifier', 'Hit area'].map((h) => el('th', {}, [h])))]),
          el('tbody', {}, nodes.map((n) => el('tr', {}, [
            n.role, n.label, n.value || '', n.hint || '', n.description || '', n.identifier || '',
            n.hit.map((x) => Math.round(x * 100) / 100).join(', ')
          ].map((c) => el('td', {}, [c])))))
        ])]));

    // Audit findings (darkroom gallery --audit).
    if (findingSets) {
      const notes = s.f == null ? [] : findingSets[s.f];
      detailBody.appendChild(section('Audit', [notes.length === 0
        ? el('p', { class: 'muted' }, ['No audit findings.'])
        : el('table', { id: 'detail-audit' }, [
            el('thead', {}, [el('tr', {}, ['Rule', 'Node', 'Finding', 'Baseline'].map((h) => el('th', {}, [h])))]),
            el('tbody', {}, notes.map((n) => el('tr', {}, [n.rule, n.node, n.message, n.new ? 'new' : 'accepted']
              .map((c) => el('td', {}, [c])))))
          ])]));
    }

    // Tokens.
    const tokens = data.tokenSets[s.t];
    detailBody.appendChild(section('Tokens', [tokens.length === 0
      ? el('p', { class: 'muted' }, ['No tokens recorded.'])
      : el('ul', { class: 'tokens', id: 'detail-tokens' }, tokens.map((t) => el('li', {}, [el('code', {}, [t])])))]));

    detailBody.appendChild(section('File', [el('p', { class: 'mono' }, [
      el('a', { href: ROOT + s.img }, [decodeURIComponent(s.img)]), ' · sha256 ' + s.sha
    ])]));
  }

  document.getElementById('detail-close').addEventListener('click', closeDetail);
  dialog.addEventListener('click', (event) => { if (event.target === dialog) closeDetail(); });
  document.addEventListener('keydown', (event) => {
    if (dialog.hidden) return;
    if (event.key === 'Escape') closeDetail();
    if (event.key === 'ArrowLeft') document.getElementById('detail-prev').click();
    if (event.key === 'ArrowRight') document.getElementById('detail-next').click();
  });

  search.addEventListener('input', () => { query = search.value; closeDetailState(); update(true); });
  // Back/forward and hand-edited URLs.
  window.addEventListener('popstate', () => { readState(); update(false); });
  window.addEventListener('hashchange', () => { readState(); update(false); });

  readState();
  update(true);
  markReady();
})();
