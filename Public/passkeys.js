// Passkeys (WebAuthn): the browser's side of adding one (/settings/passkeys), of signing in
// with one (/login), and of confirming a single sign-on's join with one (/login/oidc/link). The server sends the options as JSON with base64url bytes and takes the
// authenticator's answer back as an ordinary form post, so its checks and pages stay as for
// any other form.
(function () {
  "use strict";
  if (!window.PublicKeyCredential) return;

  function toBytes(text) {
    var base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    var binary = atob(base64 + "===".slice((base64.length + 3) % 4));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  function toText(buffer) {
    var bytes = new Uint8Array(buffer);
    var binary = "";
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function csrfToken() {
    var field = document.querySelector("input[name=csrf_token]");
    return field ? field.value : "";
  }

  function options(path, fields) {
    var body = "csrf_token=" + encodeURIComponent(csrfToken());
    Object.keys(fields).forEach(function (name) {
      body += "&" + name + "=" + encodeURIComponent(fields[name]);
    });
    return fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: body
    }).then(function (response) {
      if (!response.ok) throw new Error("The server did not give passkey options (" + response.status + ").");
      return response.json();
    });
  }

  function showError(error) {
    var box = document.getElementById("passkey-error");
    if (!box) return;
    box.textContent = error && error.name === "NotAllowedError"
      ? "The passkey request was cancelled or timed out."
      : (error && error.message) || "The passkey did not work.";
    box.hidden = false;
  }

  // A form posted as any other, with the answer in its fields.
  function post(action, fields) {
    var form = document.createElement("form");
    form.method = "post";
    form.action = action;
    fields.csrf_token = csrfToken();
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  }

  var add = document.getElementById("passkey-add");
  if (add) {
    add.addEventListener("submit", function (event) {
      if (add.elements.client_data.value) return;
      event.preventDefault();
      options("/settings/passkeys/options", {}).then(function (publicKey) {
        publicKey.challenge = toBytes(publicKey.challenge);
        publicKey.user.id = toBytes(publicKey.user.id);
        publicKey.excludeCredentials.forEach(function (credential) { credential.id = toBytes(credential.id); });
        return navigator.credentials.create({ publicKey: publicKey });
      }).then(function (credential) {
        add.elements.client_data.value = toText(credential.response.clientDataJSON);
        add.elements.attestation_object.value = toText(credential.response.attestationObject);
        add.submit();
      }).catch(showError);
    });
  }

  // The login page's button, or the join page's, which names its own addresses and the join
  // (data-link) that both requests carry.
  var login = document.getElementById("passkey-login");
  if (login) {
    login.addEventListener("click", function () {
      var link = login.getAttribute("data-link");
      var extra = link ? { link: link } : { next: login.getAttribute("data-next") || "/" };
      options(login.getAttribute("data-options") || "/login/passkey/options", link ? extra : {}).then(function (publicKey) {
        publicKey.challenge = toBytes(publicKey.challenge);
        (publicKey.allowCredentials || []).forEach(function (credential) { credential.id = toBytes(credential.id); });
        return navigator.credentials.get({ publicKey: publicKey });
      }).then(function (credential) {
        var fields = {
          credential_id: toText(credential.rawId),
          client_data: toText(credential.response.clientDataJSON),
          authenticator_data: toText(credential.response.authenticatorData),
          signature: toText(credential.response.signature)
        };
        Object.keys(extra).forEach(function (name) { fields[name] = extra[name]; });
        post(login.getAttribute("data-action") || "/login/passkey", fields);
      }).catch(showError);
    });
  }
})();
