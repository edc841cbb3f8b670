// Darkroom gallery: review page for a verify report.
'use strict';

(function () {
  const { el, readHash, writeHash, filterPanel, selectionFromHash, selectionEntries,
          chunkedList, markReady, plural } = Darkroom;
  const report = window.DARKROOM_REPORT;
  const MODES = [
    ['side', 'Side by side'], ['swipe', 'Swipe'], ['onion', 'Onion skin'], ['diff', 'Diff']
  ];
  const ZOOMS = ['1', '2', '4', '8'];

  const kinds = [];
  for (const f of report.failures) if (!kinds.includes(f.kind)) kinds.push(f.kind);
  const axes = [
    { name: 'kind', values: kinds },
    { name: 'mode', values: MODES.map((m) => m[0]), format: (v) => MODES.find((m) => m[0] === v)[1] },
    { name: 'zoom', values: ZOOMS, format: (v) => v + '×' }
  ];

  let selection = new Map();
  let query = '';
  let filtered = [];
  const search = document.getElementById('search');
  search.placeholder = 'Search failures';
  const container = document.getElementById('failures');
  const list = chunkedList(container, document.getElementById('more'), failureView, 20);
  const panel = filterPanel(document.getElementById('filters'), axes, selection, () => onChange());

  // Mode and zoom are single choices: keep only the value clicked last.
  let lastMode = 'side', lastZoom = '2';
  function onChange() {
    for (const [name, fallback] of [['mode', lastMode], ['zoom', lastZoom]]) {
      const set = selection.get(name);
      if (set.size > 1) { set.delete(fallback); }
    }
    update(true);
  }

  function mode() { return [...selection.get('mode')][0] || 'side'; }
  function zoom() { return Number([...selection.get('zoom')][0] || '2'); }

  function readState() {
    const hash = readHash();
    for (const [name, set] of selectionFromHash(hash, axes)) selection.set(name, set);
    query = (hash.get('q') || []).join(',');
    search.value = query;
  }

  function entries() {
    return selectionEntries(selection, axes).concat([['q', query ? [query] : []]]);
  }

  // ---- Commands a reviewer runs ----

  /** A command in a code block with a copy button (the copy is a convenience; the text is selectable). */
  function command(text) {
    const copy = el('button', { type: 'button', class: 'button copy' }, ['Copy']);
    copy.addEventListener('click', () => {
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(() => { copy.textContent = 'Copied'; }, () => {});
    });
    return el('div', { class: 'command' }, [el('code', {}, [text]), copy]);
  }

  // ---- Groups: failures with one cause, handled in one step ----

  function groupView(g) {
    const byId = new Map(report.failures.map((f) => [f.id, f]));
    const thumbs = g.ids.slice(0, 3).map((id) => byId.get(id)).filter((f) => f && (f.actual || f.expected))
      .map((f) => el('img', { src: f.actual || f.expected, alt: f.id, class: 'thumb', loading: 'lazy' }));
    const list = el('details', {}, [
      el('summary', {}, ['The ' + plural(g.ids.length, 'snapshot', 'snapshots')]),
      el('ul', { class: 'ids' }, g.ids.map((id) => el('li', {}, [id])))
    ]);
    return el('article', { class: 'group', 'data-group': g.id }, [
      el('div', { class: 'failure-head' }, [
        el('h2', {}, [plural(g.ids.length, 'snapshot', 'snapshots') + ', one cause']),
        el('span', { class: 'kind', 'data-kind': g.cause[0] }, [g.cause[0]]),
        el('span', { class: 'muted' }, ['group ' + g.id])
      ]),
      g.cause.length > 1
        ? el('ul', { class: 'changes' }, g.cause.slice(1).map((c) => el('li', {}, [c])))
        : el('p', { class: 'muted' }, ['No layout change: only pixels differ.']),
      el('div', { class: 'thumbs' }, thumbs),
      list,
      command(report.approveCommand + ' --group ' + g.id)
    ]);
  }

  const groupsSection = document.getElementById('groups');
  const shared = report.groups.filter((g) => g.ids.length > 1);
  if (shared.length) {
    groupsSection.appendChild(el('h2', {}, ['Causes']));
    groupsSection.appendChild(el('p', { class: 'muted' }, [
      plural(report.failures.length, 'failure has', 'failures have') + ' ' + plural(report.groups.length, 'cause', 'causes') + '. Approve everything with:'
    ]));
    groupsSection.appendChild(command(report.approveCommand));
    for (const g of shared) groupsSection.appendChild(groupView(g));
  }

  // ---- One failure ----

  function image(src, label) {
    const img = el('img', { src, alt: label, class: 'pixelated', 'data-role': label.toLowerCase() });
    const z = zoom();
    const size = () => { img.style.width = img.naturalWidth * z + 'px'; img.style.height = img.naturalHeight * z + 'px'; };
    if (img.complete && img.naturalWidth) size(); else img.addEventListener('load', size);
    return img;
  }

  function figure(src, label) {
    return el('figure', {}, [
      src ? el('div', { class: 'shot' }, [image(src, label)])
          : el('p', { class: 'muted' }, ['No ' + label.toLowerCase() + ' image']),
      el('figcaption', {}, [label])
    ]);
  }

  function slider(label, value, onInput) {
    const input = el('input', { type: 'range', min: '0', max: '100', value: String(value), 'aria-label': label });
    input.addEventListener('input', () => onInput(Number(input.value)));
    return el('label', { class: 'slider' }, [label, input]);
  }

  function viewer(f, which) {
    const box = el('div', { class: 'viewer', 'data-mode': which });
    const one = f.expected && f.actual ? null : (f.actual || f.expected);
    if (which === 'side') {
      box.appendChild(el('div', { class: 'figures' }, [
        figure(f.expected, 'Expected'), figure(f.diff, 'Diff'), figure(f.actual, 'Actual')
      ]));
    } else if (which === 'diff') {
      box.appendChild(el('div', { class: 'figures' }, [figure(f.diff, 'Diff')]));
      if (f.triptych) box.appendChild(el('p', {}, [el('a', { href: f.triptych }, ['Expected | diff | actual image'])]));
    } else if (one) {
      box.appendChild(el('p', { class: 'muted' }, ['Only one image exists for this failure.']));
      box.appendChild(el('div', { class: 'figures' }, [figure(one, f.actual ? 'Actual' : 'Expected')]));
    } else if (which === 'swipe') {
      // Actual over expected; the actual image is clipped away left of the slider.
      const top = image(f.actual, 'Actual');
      const line = el('div', { class: 'swipe-line' });
      const set = (p) => {
        top.style.clipPath = 'inset(0 0 0 ' + p + '%)';
        line.style.marginLeft = 'calc(' + p + '% - 1px)';
      };
      box.appendChild(el('div', { class: 'shot surface-only' }, [el('div', { class: 'stack' }, [image(f.expected, 'Expected'), top, line])]));
      box.appendChild(slider('Expected ◀ ▶ Actual', 50, set));
      set(50);
    } else if (which === 'onion') {
      const top = image(f.actual, 'Actual');
      const set = (p) => { top.style.opacity = String(p / 100); };
      box.appendChild(el('div', { class: 'shot surface-only' }, [el('div', { class: 'stack' }, [image(f.expected, 'Expected'), top])]));
      box.appendChild(slider('Actual opacity', 50, set));
      set(50);
    }
    return box;
  }

  function failureView(f) {
    let current = mode();
    const tabs = MODES.map(([key, label]) => {
      const tab = el('button', { type: 'button', class: 'button', 'data-mode': key,
                                 'aria-pressed': key === current ? 'true' : 'false' }, [label]);
      tab.addEventListener('click', () => {
        current = key;
        for (const t of tabs) t.setAttribute('aria-pressed', t === tab ? 'true' : 'false');
        holder.replaceChild(viewer(f, current), holder.firstChild);
      });
      return tab;
    });
    const holder = el('div', {}, [viewer(f, current)]);
    const link = f.slug
      ? el('a', { href: 'components/' + encodeURIComponent(f.slug) + '.html#detail=' + encodeURIComponent(f.id) },
           ['Open in gallery'])
      : null;
    return el('article', { class: 'failure', 'data-id': f.id, 'data-kind': f.kind }, [
      el('div', { class: 'failure-head' }, [
        el('h2', {}, [f.id]),
        el('span', { class: 'kind', 'data-kind': f.kind }, [f.kind]),
        el('span', { class: 'muted' }, [plural(f.mismatched, 'pixel differs', 'pixels differ')]),
        link
      ]),
      f.changes.length
        ? el('ul', { class: 'changes' }, f.changes.map((c) => el('li', {}, [c])))
        : el('p', { class: 'muted' }, ['No layout change: only pixels differ.']),
      el('div', { class: 'tabs', role: 'group', 'aria-label': 'View' }, tabs),
      holder,
      f.kind === 'stale' ? null : command(report.approveCommand + ' --id ' + shellWord(f.id))
    ]);
  }

  function shellWord(w) { return /^[A-Za-z0-9_./=,:@%+-]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'"; }

  function update(writeUrl) {
    lastMode = mode();
    lastZoom = String(zoom());
    if (writeUrl) writeHash(entries(), false);
    panel.sync();
    const q = Darkroom.queryWords(query);
    const kindSet = selection.get('kind');
    filtered = report.failures.filter((f) =>
      (kindSet.size === 0 || kindSet.has(f.kind)) && Darkroom.matchesWords([f.id].concat(f.changes), q));
    list.reset(filtered);
    container.setAttribute('data-count', String(filtered.length));
    document.getElementById('empty').hidden = filtered.length > 0;
  }

  // Audit findings the baseline does not accept (darkroom gallery --report R --audit A).
  if (report.audit) {
    const section = document.getElementById('audit');
    section.appendChild(el('h2', {}, ['Audit']));
    section.appendChild(el('p', { class: 'muted' }, [report.audit.length === 0
      ? 'Every audit finding is accepted by the baseline.'
      : plural(report.audit.length, 'finding is', 'findings are') + ' not in the audit baseline:']));
    if (report.audit.length) {
      section.appendChild(el('ul', { class: 'audit-findings' }, report.audit.map((a) => el('li', {}, [
        a.slug ? el('a', { href: 'components/' + encodeURIComponent(a.slug) + '.html#detail=' + encodeURIComponent(a.detail) }, [a.snapshot])
               : el('code', {}, [a.snapshot]),
        ' · ' + a.rule + ' · ' + a.node + ': ' + a.message
      ]))));
    }
  }

  if (report.environmentChange.length) {
    document.getElementById('environment').appendChild(el('div', { class: 'banner' }, [
      'The renderer changed since the references were recorded:',
      el('ul', {}, report.environmentChange.map((c) => el('li', {}, [c])))
    ]));
  }
  search.addEventListener('input', () => { query = search.value; update(true); });
  window.addEventListener('hashchange', () => { readState(); update(false); });
  readState();
  update(true);
  markReady();
})();
