/*
 * CareConnect's service worker, served at /sw.js (a classic script, not a module).
 * It shows Web Push notifications and, when one is tapped, opens the page it leads to. It also keeps
 * a small offline page and the app's shell (its start-up script and styles, icons, manifest) in a
 * cache: a page that cannot be loaded because the device is offline shows the offline page instead
 * of the browser's error. Pages themselves always come from the network, and nothing from /api/ or
 * /uploads/ (personal data) is ever cached or even handled here.
 */
'use strict';

// Change the version whenever the offline page or the shell list changes: the new worker then fills
// a fresh cache and removes the old one when it takes over.
var CACHE_PREFIX = 'careconnect-shell-';
var CACHE_NAME = CACHE_PREFIX + 'v2';
var OFFLINE_PAGE = '/offline.html';
// Written by `npm run i18n` from the locale list and the notices catalogue (do not edit): the
// languages other than English, whose pages live under their prefix (/es/…) and have their own
// offline page and manifest (drawn by the server: src/server/modules/install/localized-files.ts);
// and what a push that cannot be read says in each, by the device's language (notices.push.fallbackBody).
var LANGUAGE_PREFIXES = ['es'];
var FALLBACK_BODIES = {
  en: 'You have a new notification.',
  es: 'Tiene un aviso nuevo.',
};
// End of the written part.
var SHELL = [
  OFFLINE_PAGE,
  '/offline.js',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
].concat(
  LANGUAGE_PREFIXES.reduce(function (files, language) {
    return files.concat(['/' + language + '/offline.html', '/' + language + '/manifest.webmanifest']);
  }, []),
);

var FALLBACK_LINK = '/provider-dashboard/messages';
var FALLBACK_TITLE = 'CareConnect';

/** The language of an address: its prefix (/es/…), else English. */
function languageOf(pathname) {
  for (var i = 0; i < LANGUAGE_PREFIXES.length; i += 1) {
    var prefix = '/' + LANGUAGE_PREFIXES[i];
    if (pathname === prefix || pathname.indexOf(prefix + '/') === 0) return LANGUAGE_PREFIXES[i];
  }
  return 'en';
}

/** The words for an unreadable push: the worker does not know whose it is, so the device's language. */
function fallbackBody() {
  var language = String((self.navigator && self.navigator.language) || 'en')
    .toLowerCase()
    .split('-')[0];
  return FALLBACK_BODIES[language] || FALLBACK_BODIES.en;
}

/**
 * Where a tapped notification leads (service-worker.test.ts, docs/product.md#notifications), from its data:
 * redirect_url as is; else conversationId opens the messages page of the provider dashboard (when
 * the url names it) or the patient dashboard, with the conversation; else url; else the provider's
 * messages. Pure, so it can be tested on its own.
 */
function deepLinkFor(data) {
  var d = data && typeof data === 'object' ? data : {};
  if (typeof d.redirect_url === 'string' && d.redirect_url) return d.redirect_url;
  if (typeof d.conversationId === 'string' && d.conversationId) {
    var url = typeof d.url === 'string' ? d.url : '';
    var area = url.indexOf('provider-dashboard') !== -1 ? 'provider-dashboard' : 'patient-dashboard';
    return '/' + area + '/messages?conversation=' + encodeURIComponent(d.conversationId);
  }
  if (typeof d.url === 'string' && d.url) return d.url;
  return FALLBACK_LINK;
}
self.deepLinkFor = deepLinkFor;

/** The push's JSON (see PushPayload in src/shared/notifications); anything unreadable gets a plain notice. */
function readPayload(event) {
  try {
    var payload = event.data ? event.data.json() : null;
    if (payload && typeof payload === 'object') return payload;
  } catch {
    /* not JSON: fall through */
  }
  return { title: FALLBACK_TITLE, body: fallbackBody(), data: {} };
}

/** What showNotification gets: the words, our icon, where a tap leads, one tag per notification. */
function notificationFor(payload) {
  var data = {};
  var source = payload.data && typeof payload.data === 'object' ? payload.data : {};
  for (var key in source) {
    if (Object.prototype.hasOwnProperty.call(source, key)) data[key] = source[key];
  }
  if (!data.url && typeof payload.url === 'string') data.url = payload.url;
  var options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/favicon.svg',
    data: data,
  };
  // The same notification pushed twice (a retry) replaces itself rather than showing twice.
  if (data.notificationId) options.tag = 'careconnect-' + data.notificationId;
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE,
    options: options,
  };
}

/** The start-up script and styles the app page names (their names change with every release). */
function entryAssetsOf(html) {
  var found = [];
  var pattern = /(?:src|href)="(\/assets\/[^"?#]+\.(?:js|css))"/g;
  var match;
  while ((match = pattern.exec(html))) {
    if (found.indexOf(match[1]) === -1) found.push(match[1]);
  }
  return found;
}

/**
 * Fills this version's cache, asking the server afresh (not the browser's HTTP cache). The app page
 * is read only to learn its asset names: it is not kept, so a stale page can never be shown.
 */
function fillShellCache() {
  return self.caches.open(CACHE_NAME).then(function (cache) {
    var fresh = function (url) {
      return new Request(url, { cache: 'reload' });
    };
    return self
      .fetch(fresh('/'))
      .then(function (res) {
        return res.ok ? res.text() : '';
      })
      .catch(function () {
        return '';
      })
      .then(function (html) {
        return cache.addAll(SHELL.concat(entryAssetsOf(html)).map(fresh));
      });
  });
}

self.addEventListener('install', function (event) {
  // A shell that cannot be fetched now (a dropped connection) must not stop the worker installing:
  // notifications matter more than the offline page, which the next version fetches again.
  event.waitUntil(
    fillShellCache()
      .catch(function () {})
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    self.caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf(CACHE_PREFIX) === 0 && name !== CACHE_NAME;
            })
            .map(function (name) {
              return self.caches.delete(name);
            }),
        );
      })
      .then(function () {
        // Pages are asked for while the worker starts, not after: no wait added to each page.
        var preload = self.registration.navigationPreload;
        return preload ? preload.enable() : undefined;
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/**
 * The cached offline page in the language of the address asked for (/es/… gets /es/offline.html),
 * else the English one, or, if there is none, the network error the browser would have shown.
 */
function offlinePage(pathname) {
  var language = languageOf(pathname);
  var own = language === 'en' ? OFFLINE_PAGE : '/' + language + OFFLINE_PAGE;
  return self.caches
    .match(own, { ignoreVary: true })
    .then(function (page) {
      return (
        page || (own === OFFLINE_PAGE ? undefined : self.caches.match(OFFLINE_PAGE, { ignoreVary: true }))
      );
    })
    .then(function (page) {
      return page || Response.error();
    });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Personal data and uploaded photos: straight to the network, untouched, whatever happens.
  if (url.pathname.indexOf('/api/') === 0 || url.pathname.indexOf('/uploads/') === 0) return;

  if (request.mode === 'navigate') {
    // Pages always come from the network; only a network failure (offline) shows the offline page.
    // An answer from the server, even an error page, is shown as it is.
    event.respondWith(
      Promise.resolve(event.preloadResponse)
        .then(function (preloaded) {
          return preloaded || self.fetch(request);
        })
        .catch(function () {
          return offlinePage(url.pathname);
        }),
    );
    return;
  }

  // Built assets never change under one name: the cached copy is as good as the network's.
  if (url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(
      self.caches.match(request, { cacheName: CACHE_NAME, ignoreVary: true }).then(function (hit) {
        return hit || self.fetch(request);
      }),
    );
    return;
  }
  // The offline page's script, the icons and the manifest keep their names across releases: the
  // network's copy first, the cached one when offline. Nothing is added to the cache here.
  if (SHELL.indexOf(url.pathname) !== -1) {
    event.respondWith(
      self.fetch(request).catch(function () {
        return self.caches.match(request, { cacheName: CACHE_NAME, ignoreVary: true }).then(function (hit) {
          return hit || Response.error();
        });
      }),
    );
  }
});

self.addEventListener('push', function (event) {
  var payload = readPayload(event);
  var shown = notificationFor(payload);
  var work = [self.registration.showNotification(shown.title, shown.options)];
  // The unread count on the installed app's icon, where the system has one.
  if (typeof payload.badge === 'number' && self.navigator && self.navigator.setAppBadge) {
    work.push(
      (payload.badge > 0 ? self.navigator.setAppBadge(payload.badge) : self.navigator.clearAppBadge()).catch(
        function () {},
      ),
    );
  }
  event.waitUntil(Promise.all(work));
});

/** Focuses a window already at `target`, else sends one of the site's windows there, else opens one. */
function openOrFocus(target) {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
    var i;
    for (i = 0; i < windows.length; i += 1) {
      if (windows[i].url === target && 'focus' in windows[i]) return windows[i].focus();
    }
    var origin = new URL(target).origin;
    for (i = 0; i < windows.length; i += 1) {
      var w = windows[i];
      if (new URL(w.url).origin === origin && 'navigate' in w) {
        return w
          .navigate(target)
          .then(function (moved) {
            return (moved || w).focus();
          })
          .catch(function () {
            // A window this worker does not control cannot be navigated: open a new one.
            return self.clients.openWindow(target);
          });
      }
    }
    return self.clients.openWindow(target);
  });
}

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL(deepLinkFor(event.notification.data), self.location.origin).href;
  event.waitUntil(openOrFocus(target));
});
