// The facts pages, progressively enhanced: without this file every link, form and button
// that matters still works (the buttons it adds stay hidden).

// "Copy link" and the browser's own share sheet, where the browser has them; the plain link
// next to them is there either way. Without a configured public URL the page holds the
// fact's path only: what is copied or shared is that path made whole against this page.
(() => {
  const whole = (address) => new URL(address, location.href).href;
  const link = document.querySelector(".share-link");
  if (link) link.textContent = link.href;
  const status = document.querySelector(".share-status");
  const say = (text) => { if (status) status.textContent = text; };
  const copy = document.querySelector("[data-copy-link]");
  if (copy && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(whole(copy.dataset.copyLink));
        say("Link copied.");
      } catch {
        say("Your browser did not let us copy: select the link above instead.");
      }
    });
  }
  const share = document.querySelector("[data-share-url]");
  if (share && navigator.share) {
    share.hidden = false;
    share.addEventListener("click", async () => {
      try {
        await navigator.share({ title: share.dataset.shareTitle, text: share.dataset.shareText, url: whole(share.dataset.shareUrl) });
      } catch (error) {
        // Closing the share sheet is not a failure worth a message.
        if (error.name !== "AbortError") say("Sharing did not work here: copy the link instead.");
      }
    });
  }
})();

// Search without leaving the page: the results replace the facts below the box. When the
// search is refused or fails, the facts already shown stay and the message appears above them.
(() => {
  const form = document.querySelector("form.fact-search");
  const results = document.getElementById("fact-results");
  const problem = document.getElementById("search-problem");
  if (!form || !results || !problem || !window.fetch || !window.DOMParser) return;
  const show = (message) => {
    problem.replaceChildren();
    if (!message) return;
    const note = document.createElement("p");
    note.className = "notice notice--error";
    note.textContent = message;
    problem.append(note);
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const address = form.action + "?" + new URLSearchParams(new FormData(form)).toString();
    let page;
    let ok = false;
    try {
      const response = await fetch(address, { credentials: "same-origin" });
      ok = response.ok;
      page = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      show("The search could not reach the server. Check your connection and try again.");
      return;
    }
    if (!ok) {
      const reason = page.querySelector(".field .error, .error-page p:not(.error-page__status)");
      show(reason ? reason.textContent : "The search did not work. Try other words.");
      return;
    }
    show("");
    const found = page.getElementById("fact-results");
    if (found) results.replaceChildren(...found.childNodes);
    const recent = page.querySelector(".recent-searches");
    const shown = document.querySelector(".recent-searches");
    if (recent && shown) shown.replaceWith(recent);
    else if (recent) problem.after(recent);
    document.title = page.title;
    const heading = page.querySelector("h1");
    if (heading) document.querySelector("h1").textContent = heading.textContent;
    history.pushState(null, "", address);
  });
  // Back and forward load the address the history entry holds.
  window.addEventListener("popstate", () => location.reload());
})();
