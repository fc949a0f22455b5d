// Progressive enhancement only: every page works without this file.

// After a failed submit, start keyboard and screen reader users at the list of problems, as
// the GOV.UK error summary does; `autofocus` on the summary does the same where a browser
// honours it on a div. The script is deferred, so the page is parsed by now.
document.getElementById("error-summary")?.focus();
