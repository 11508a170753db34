/*
 * The offline page's only behaviour (a separate file: the site's security policy allows no inline
 * script). The page is shown at the address the person asked for, so reloading asks for it again.
 */
'use strict';

document.getElementById('try-again').addEventListener('click', function () {
  window.location.reload();
});
window.addEventListener('online', function () {
  window.location.reload();
});
