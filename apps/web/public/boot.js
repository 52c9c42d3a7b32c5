// Starts the app on a prerendered page once its content has painted, so the app's code does not compete
// with the stylesheet for a slow connection before the first paint. The build lists the modules to load
// in #app-modules (apps/web/scripts/prerender.mjs): the entry first, then the modules it imports.
const list = document.getElementById('app-modules');
const [entry, ...imports] = JSON.parse(list?.textContent ?? '[]');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  // Hints first, so every module downloads in parallel; one per task, as the browser may compile a
  // module that is already in its cache right when its hint is added.
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // One module per task: the page stays responsive while the app's code is evaluated, instead of
  // freezing for the whole graph at once.
  for (const href of imports) {
    await import(href);
    await nextTask();
  }
  if (entry) await import(entry);
}

// The callback of the frame after next runs once the first frame (the prerendered page) is on screen.
requestAnimationFrame(() => requestAnimationFrame(start));
