// Progressive enhancement only: every page works without this file.

// After a failed submit, start keyboard and screen reader users at the list of problems, as
// the GOV.UK error summary does; `autofocus` on the summary does the same where a browser
// honours it on a div. The script is deferred, so the page is parsed by now.
document.getElementById("error-summary")?.focus();

// While a lift is typed in the workout form, show what was done last time for it and its best
// estimated one-rep max, as Strong and Hevy do. The server renders the same fragment into the
// page after a save, so without this script the hint is there where it matters most.
(() => {
  const box = document.getElementById("last-time");
  const lift = document.getElementById("lift");
  if (!box || !lift) return;
  let timer = 0;
  let asked = lift.value.trim();
  const update = async () => {
    const name = lift.value.trim();
    if (name === asked) return;
    asked = name;
    if (!name) { box.replaceChildren(); return; }
    try {
      const response = await fetch(box.dataset.source + "?lift=" + encodeURIComponent(name), { credentials: "same-origin" });
      // A slower answer for an older name must not overwrite the newer one.
      if (response.ok && name === asked) box.innerHTML = await response.text();
    } catch {
      // Offline or the server is restarting: the hint is a nicety, the form still works.
    }
  };
  lift.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(update, 250); });
  lift.addEventListener("change", update);
})();

// At sign-up, the browser's own time zone, so "today" in the workout form is the lifter's
// today from the start (the server keeps the gym's zone when this is missing or unknown).
(() => {
  const zone = document.getElementById("time_zone");
  if (zone && !zone.value) zone.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
})();
