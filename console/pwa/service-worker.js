/**
 * The console's service worker (built to /sw.js by pwa/service-worker-plugin.ts, which puts the
 * build's file list in PRECACHE and a version in CACHE). After one online visit of the POS or the
 * kitchen display, every file of the app is on the device, so both open with no network. The API
 * is never cached here: the POS keeps its data in IndexedDB (src/offline/) and decides itself
 * what an offline answer means.
 */
/* global self, caches, PRECACHE, CACHE */

/**
 * The precache was fetched without an Origin header; module scripts ask with one, and a server
 * answering `Vary: Origin` would make every lookup miss. One file, one copy: ignore Vary.
 */
const MATCH = { cacheName: CACHE, ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Same-origin app files only: the API (also when served on this origin), the site's card remote
  // and anything else pass through untouched.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Network first, so a new release shows as soon as it is online; offline every route is the SPA.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html', MATCH)));
    return;
  }
  // Hashed assets never change under one name: the copy on the device is the file.
  event.respondWith(caches.match(request, MATCH).then((cached) => cached ?? fetch(request)));
});
