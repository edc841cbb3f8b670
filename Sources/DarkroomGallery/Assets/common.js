// Darkroom gallery: helpers shared by every page.
// Catalogue strings reach the DOM only through text nodes and setAttribute, never innerHTML,
// so a label containing markup or a script tag is shown as text.
'use strict';

var Darkroom = (function () {
  const THEME_KEY = 'darkroom-gallery-theme';

  /** Creates an element; strings in `children` become text nodes. */
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children || []) {
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  // ---- Page state in the URL hash: key=v1,v2&key2=v3, each key and value URI-encoded. ----

  function decode(s) {
    try { return decodeURIComponent(s); } catch (e) { return s; }
  }

  /** Map of key -> list of values. */
  function readHash() {
    const state = new Map();
    const hash = location.hash.replace(/^#/, '');
    for (const part of hash.split('&')) {
      if (!part) continue;
      const eq = part.indexOf('=');
      const key = decode(eq < 0 ? part : part.slice(0, eq));
      const raw = eq < 0 ? '' : part.slice(eq + 1);
      state.set(key, raw === '' ? [] : raw.split(',').map(decode));
    }
    return state;
  }

  /** Entries are [key, [values]] in a fixed order, so equal states give equal URLs. */
  function formatHash(entries) {
    return entries
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => encodeURIComponent(key) + '=' + values.map(encodeURIComponent).join(','))
      .join('&');
  }

  /** Puts the state in the URL; `push` adds a history entry (opening a detail view). */
  function writeHash(entries, push) {
    const hash = formatHash(entries);
    if (hash === location.hash.replace(/^#/, '')) return;
    const url = hash ? '#' + hash : location.pathname + location.search;
    history[push ? 'pushState' : 'replaceState'](null, '', url);
  }

  // ---- Filters: one group of toggle chips per axis; nothing pressed means "any". ----

  /**
   * axes: [{name, values, label?}]; selection: Map name -> Set of values (edited in place).
   * onChange() runs after every toggle. Returns {sync()} to refresh pressed states.
   */
  function filterPanel(container, axes, selection, onChange) {
    container.textContent = '';
    const buttons = [];
    for (const axis of axes) {
      if (!selection.has(axis.name)) selection.set(axis.name, new Set());
      const chips = el('div', { class: 'chips' });
      for (const value of axis.values) {
        const chip = el('button', {
          type: 'button', class: 'chip', 'data-axis': axis.name, 'data-value': value, 'aria-pressed': 'false'
        }, [axis.format ? axis.format(value) : value]);
        chip.addEventListener('click', () => {
          const set = selection.get(axis.name);
          if (set.has(value)) set.delete(value); else set.add(value);
          onChange();
        });
        chips.appendChild(chip);
        buttons.push(chip);
      }
      container.appendChild(el('fieldset', { class: 'filter', 'data-axis': axis.name }, [
        el('legend', {}, [axis.label || axis.name]), chips
      ]));
    }
    const reset = el('button', { type: 'button', class: 'button filter-reset', id: 'filters-reset' }, ['Clear filters']);
    reset.addEventListener('click', () => {
      for (const set of selection.values()) set.clear();
      onChange();
    });
    container.appendChild(reset);
    function sync() {
      for (const chip of buttons) {
        const on = selection.get(chip.getAttribute('data-axis')).has(chip.getAttribute('data-value'));
        chip.setAttribute('aria-pressed', on ? 'true' : 'false');
      }
    }
    sync();
    return { sync };
  }

  /** Selection for the given axes from the hash, keeping only values the axis has, in axis order. */
  function selectionFromHash(hash, axes) {
    const selection = new Map();
    for (const axis of axes) {
      const wanted = new Set(hash.get(axis.name) || []);
      selection.set(axis.name, new Set(axis.values.filter((v) => wanted.has(v))));
    }
    return selection;
  }

  /** Hash entries for a selection, values in axis order. */
  function selectionEntries(selection, axes) {
    return axes.map((axis) => [axis.name, axis.values.filter((v) => selection.get(axis.name).has(v))]);
  }

  // ---- Chunked rendering: append `chunk` nodes at a time as the sentinel nears the viewport. ----

  function chunkedList(container, sentinel, makeNode, chunk) {
    let items = [];
    let next = 0;
    function appendChunk() {
      const fragment = document.createDocumentFragment();
      const end = Math.min(items.length, next + chunk);
      for (; next < end; next++) fragment.appendChild(makeNode(items[next], next));
      container.appendChild(fragment);
    }
    function fill() {
      if (next >= items.length) return;
      appendChunk();
      // The observer only reports changes; keep filling while the sentinel is still close.
      if (next < items.length && sentinel.getBoundingClientRect().top < innerHeight + 1500) {
        requestAnimationFrame(fill);
      }
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) fill();
    }, { rootMargin: '1500px 0px' });
    observer.observe(sentinel);
    return {
      reset(newItems) { items = newItems; next = 0; container.textContent = ''; appendChunk(); fill(); },
      get rendered() { return next; },
      /** Renders everything (tests, and keyboard navigation to a far item). */
      renderAll() { while (next < items.length) appendChunk(); }
    };
  }

  // ---- Page theme, remembered in localStorage; applied before first paint. ----

  function storedTheme() {
    try { return localStorage.getItem(THEME_KEY); } catch (e) { return null; }
  }

  function applyTheme(theme) {
    document.documentElement.setAttribute('data-theme', theme);
    const button = document.getElementById('theme-toggle');
    if (button) {
      button.textContent = theme === 'dark' ? 'Light' : 'Dark';
      button.setAttribute('aria-pressed', theme === 'dark' ? 'true' : 'false');
    }
  }

  const initialTheme = storedTheme() ||
    (window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  applyTheme(initialTheme);

  document.addEventListener('DOMContentLoaded', () => {
    applyTheme(document.documentElement.getAttribute('data-theme'));
    document.getElementById('theme-toggle').addEventListener('click', () => {
      const theme = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      try { localStorage.setItem(THEME_KEY, theme); } catch (e) { /* private mode: not remembered */ }
      applyTheme(theme);
    });
    const page = document.documentElement.getAttribute('data-page');
    const current = document.getElementById(page === 'review' || page === 'tokens' ? 'nav-' + page : 'nav-components');
    if (current) current.setAttribute('aria-current', 'page');
  });

  // ---- Sidecars: data/sidecars/<slug>/<n>.js calls sidecarLoaded(n, text). ----

  const sidecars = new Map();
  function sidecarLoaded(index, text) { sidecars.set(index, text); }
  function loadSidecar(src, index) {
    if (sidecars.has(index)) return Promise.resolve(sidecars.get(index));
    return new Promise((resolve, reject) => {
      const script = el('script', { src });
      script.onload = () => (sidecars.has(index) ? resolve(sidecars.get(index)) : reject(new Error('empty sidecar')));
      script.onerror = () => reject(new Error('cannot load ' + src));
      document.head.appendChild(script);
    });
  }

  /** Lets tests and timings know the first screen is rendered. */
  function markReady() {
    window.__darkroomReady = performance.now();
    document.documentElement.setAttribute('data-ready', 'true');
  }

  function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many); }

  /** The words of a search, lower-cased: "ember  Dark" -> ["ember", "dark"]. */
  function queryWords(query) { return query.trim().toLowerCase().split(/\s+/).filter((w) => w.length > 0); }

  /** True when every word occurs in one of `texts` (a search for "ember dark" is ember AND dark). */
  function matchesWords(texts, words) {
    const lower = texts.map((t) => t.toLowerCase());
    return words.every((w) => lower.some((t) => t.includes(w)));
  }

  // ---- Live reload (darkroom watch): data/live.js says which generation of the store the
  // site shows and which images the last render changed. Only pages of a gallery the watch
  // keeps (<html data-live>) poll it, by adding a script, which works from file:// where fetch
  // does not. A changed image is reloaded in place; a changed set of snapshots (a preview
  // added or removed) reloads the page. ----

  let liveGeneration = null, liveShape = null;
  function liveRoot() {
    return ['index', 'review', 'tokens'].includes(document.documentElement.getAttribute('data-page')) ? '' : '../';
  }
  function pollLive() {
    const script = el('script', { src: liveRoot() + 'data/live.js?t=' + Date.now() });
    script.onload = () => { script.remove(); setTimeout(pollLive, 500); };
    // Mid-write or between renders: try again.
    script.onerror = () => { script.remove(); setTimeout(pollLive, 1000); };
    document.head.appendChild(script);
  }
  function live(info) {
    if (liveGeneration === null) { liveGeneration = info.generation; liveShape = info.shape; return; }
    if (info.generation === liveGeneration) return;
    liveGeneration = info.generation;
    if (info.shape !== liveShape) { location.reload(); return; }
    const changed = new Set(info.changed);
    for (const img of document.querySelectorAll('img')) {
      const path = (img.getAttribute('src') || '').replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
      if (changed.has(path)) img.setAttribute('src', img.getAttribute('src').replace(/\?.*$/, '') + '?g=' + info.generation);
    }
    document.documentElement.setAttribute('data-live-generation', String(info.generation));
  }
  document.addEventListener('DOMContentLoaded', () => {
    if (document.documentElement.hasAttribute('data-live')) pollLive();
  });

  return {
    el, readHash, writeHash, formatHash, filterPanel, selectionFromHash, selectionEntries,
    chunkedList, sidecarLoaded, loadSidecar, markReady, plural, queryWords, matchesWords, live
  };
})();
