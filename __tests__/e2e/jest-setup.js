// Node defines Symbol.dispose and Symbol.asyncDispose, but Jest runs each test file in a fresh V8
// context whose Symbol lacks them. playwright-core's frame code declares `[Symbol.dispose]` and
// disposes with `using`, so without these, reaching an element inside an iframe (a click, a
// bounding box) fails with "Object not disposable". Node's own values, before Playwright loads.
Symbol.dispose ??= Symbol.for('nodejs.dispose');
Symbol.asyncDispose ??= Symbol.for('nodejs.asyncDispose');
