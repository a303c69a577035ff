// Runs before each browser test file. The files run one after another in iframes of one page, and
// same-origin iframes share the page's sessionStorage and localStorage: what one file's flow stored
// (the "already booked" memory, a pending booking attempt, a draft) would change what the next
// file's flow shows. Each file starts with both empty, as a new visitor's tab does.
sessionStorage.clear();
localStorage.clear();
