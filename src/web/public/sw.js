/*
 * CareConnect's service worker, served at /sw.js (a classic script, not a module).
 * It shows Web Push notifications and, when one is tapped, opens the page it leads to.
 * It caches nothing and handles no requests: pages and assets always come from the network.
 */
'use strict';

var FALLBACK_LINK = '/provider-dashboard/messages';
var FALLBACK_TITLE = 'CareConnect';
var FALLBACK_BODY = 'You have a new notification.';

/**
 * Where a tapped notification leads (spec part 1, native push deep links), from its data:
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
  return { title: FALLBACK_TITLE, body: FALLBACK_BODY, data: {} };
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

self.addEventListener('install', function () {
  // Nothing is cached, so a new version can take over at once.
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
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
