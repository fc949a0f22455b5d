/// Why a passkey was refused, in words for the member; the log gets the same.
struct PasskeyProblem: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    static let staleChallenge = PasskeyProblem("The passkey request expired or was used already. Try again.")
    static let wrongOrigin = PasskeyProblem("The passkey answered for another site than this one.")
    static let badSignature = PasskeyProblem("The passkey's signature does not match its key.")
    static let noUserPresence = PasskeyProblem("The authenticator did not confirm that someone was there (no touch or tap).")
    static let unknown = PasskeyProblem("This passkey is not registered here. Log in with your email and add it in settings.")
    static let cloned = PasskeyProblem("This passkey's counter went backwards, so it may have been copied: it was refused. Remove it in settings and add it again.")
}
