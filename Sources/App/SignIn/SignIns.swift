import Domain
import HTTP
import Pages
import Storage

/// The end of every way in (password, password and code, passkey, single sign-on):
/// a new session, the browser trusted for the account (`DeviceCookies`), and the first page:
/// a one-time password is replaced first, then missing two-factor codes are set up
/// (`TwoFactorRequirement`), then the member goes where they were going.
struct SignIns: Sendable {
    let sessions: Sessions
    let devices: DeviceCookies
    let requirement: TwoFactorRequirement

    func complete(_ user: User, wayIn: WayIn, next: String, visit: Visit) throws -> Response {
        let landing: Response = if user.passwordIsTemporary {
            Access.choosePasswordFirst
        } else if requirement.isMissing(for: user, wayIn: wayIn) {
            Access.setUpTwoFactorFirst
        } else {
            .redirect(to: next)
        }
        var response = try sessions.logIn(user, wayIn: wayIn, visit: visit, then: landing)
        response.setCookie(devices.cookie(for: user.email, sessions: sessions, visit: visit))
        return response
    }
}
