// Darkroom gallery: a component's playground. One large preview and a control per axis:
// segmented buttons for brand, theme, direction and scale, menus for the component's own axes.
// Activating the preview (tap, click, Enter or Space) toggles the primary state, such as
// checked <-> unchecked, and keeps every other choice. The choices live in the URL.
'use strict';

(function () {
  const { el, readHash, writeHash, markReady } = Darkroom;
  const ROOT = '../';
  const data = window.DARKROOM_COMPONENT;
  const axes = data.axes;
  const SEGMENTED = new Set(['environment', 'scale']);
  // The axis a tap toggles and its two values, if the component has one.
  const TOGGLES = [['checked', 'unchecked'], ['on', 'off'], ['selected', 'unselected'], ['active', 'inactive']];
  const primary = (() => {
    for (let i = 0; i < axes.length; i++) {
      for (const [a, b] of TOGGLES) {
        if (axes[i].values.includes(a) && axes[i].values.includes(b)) return { index: i, on: a, off: b };
      }
    }
    return null;
  })();

  const byKey = new Map(data.snapshots.map((s) => [s.v.join('\u0000'), s]));
  // Start from each axis's default, the largest scale (the sharpest preview).
  const choice = axes.map((a) => a.kind === 'scale' ? a.values[a.values.length - 1] : a.default);

  function readState() {
    const hash = readHash();
    axes.forEach((a, i) => {
      const v = (hash.get(a.name) || [])[0];
      if (v !== undefined && a.values.includes(v)) choice[i] = v;
    });
  }

  function writeState() {
    writeHash(axes.map((a, i) => [a.name, [choice[i]]]), false);
  }

  // The playground has nothing to search: every choice is a control.
  document.getElementById('search').hidden = true;

  const controls = document.getElementById('controls');
  function control(a, i) {
    const label = a.name.charAt(0).toUpperCase() + a.name.slice(1);
    if (SEGMENTED.has(a.kind)) {
      const buttons = a.values.map((v) => {
        const b = el('button', { type: 'button', class: 'segment', role: 'radio', 'data-axis': a.name, 'data-value': v },
                     [a.kind === 'scale' ? v + '×' : v]);
        b.addEventListener('click', () => { choice[i] = v; update(); });
        return b;
      });
      // Arrow keys move between the segments of one group, as in a native segmented control.
      const group = el('div', { class: 'segments', role: 'radiogroup', 'aria-label': label }, buttons);
      group.addEventListener('keydown', (e) => {
        const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
        if (!step) return;
        e.preventDefault();
        const next = (a.values.indexOf(choice[i]) + step + a.values.length) % a.values.length;
        choice[i] = a.values[next];
        update();
        buttons[next].focus();
      });
      return el('fieldset', { class: 'control' }, [el('legend', {}, [label]), group]);
    }
    const select = el('select', { id: 'axis-' + a.name, 'data-axis': a.name },
                      a.values.map((v) => el('option', { value: v }, [v])));
    select.addEventListener('change', () => { choice[i] = select.value; update(); });
    return el('div', { class: 'control' }, [el('label', { for: 'axis-' + a.name }, [label]), select]);
  }
  axes.forEach((a, i) => controls.appendChild(control(a, i)));

  const preview = document.getElementById('preview');
  const hint = document.getElementById('preview-hint');
  preview.addEventListener('click', () => {
    if (!primary) return;
    choice[primary.index] = choice[primary.index] === primary.on ? primary.off : primary.on;
    update();
  });

  function update() {
    writeState();
    for (const b of controls.querySelectorAll('.segment')) {
      const i = axes.findIndex((a) => a.name === b.getAttribute('data-axis'));
      const on = choice[i] === b.getAttribute('data-value');
      b.setAttribute('aria-checked', on ? 'true' : 'false');
      b.setAttribute('tabindex', on ? '0' : '-1');
    }
    for (const s of controls.querySelectorAll('select')) {
      s.value = choice[axes.findIndex((a) => a.name === s.getAttribute('data-axis'))];
    }
    const shot = byKey.get(choice.join('\u0000'));
    preview.textContent = '';
    if (shot) {
      // Twice the snapshot's own size, pixel-exact: a 2x snapshot shows 1:1 device pixels.
      preview.appendChild(el('span', { class: 'shot', 'data-surface': shot.surface }, [
        el('img', { src: ROOT + shot.img, width: shot.w * 2, height: shot.h * 2, alt: shot.name, class: 'pixelated' })
      ]));
      document.getElementById('preview-name').textContent = shot.id;
    } else {
      preview.appendChild(el('span', { class: 'empty' }, ['This combination is not part of the catalogue.']));
      document.getElementById('preview-name').textContent = '';
    }
    preview.disabled = !primary;
    preview.setAttribute('aria-label', primary
      ? 'Preview, ' + choice[primary.index] + '; activate to make it ' + (choice[primary.index] === primary.on ? primary.off : primary.on)
      : 'Preview');
    hint.textContent = primary ? 'Tap the preview (or press Enter) to toggle ' + primary.on + ' and ' + primary.off + '.' : '';
  }

  window.addEventListener('hashchange', () => { readState(); update(); });
  readState();
  update();
  markReady();
})();
