const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The dev provider's pages: plain HTML, no script, labelled for screen readers. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (development sign-in)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12);width:min(22rem,90vw)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;font-size:1rem;border:1px solid #8a94a6;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;background:#1f3864;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.error{color:#a4000f;margin:.5rem 0 0}.hint{color:#555;font-size:.85rem;margin-top:1rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

type SignInPageProps = { action: string; campus: string; usernames: string[]; error?: string; username?: string };

const campusNameOf = (campus: string) => campus.charAt(0).toUpperCase() + campus.slice(1);

export function signInPage({ action, campus, usernames, error, username }: SignInPageProps): string {
  const campusName = campusNameOf(campus);
  return page(
    `Sign in - School Portal ${campusName}`,
    `<h1>Sign in</h1>
<p>${escapeHtml(campusName)} campus</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="hint">Development sign-in: demo accounts ${escapeHtml(usernames.join(', '))} (password demo).</p>`,
  );
}

/**
 * The question a sign-out asks when the request does not show who asked for it (no ID token
 * of this session): oidc-provider's form (its action and xsrf token), answered yes by its one
 * button. A request with one never shows it (provider.ts).
 */
export function signOutPage({ campus, form }: { campus: string; form: string }): string {
  const campusName = campusNameOf(campus);
  return page(
    `Sign out - School Portal ${campusName}`,
    `<h1>Sign out of the School Portal?</h1>
<p>${escapeHtml(campusName)} campus</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">Sign out</button>`,
  );
}
