import Crypto
import Domain
import Storage

/// Checks what a member typed in a `code` field: six digits from their authenticator app, or
/// one of their recovery codes. Either counts once only (`Database.takeTwoFactorStep`,
/// `Database.useRecoveryCode`).
struct SecondFactor: Sendable {
    let database: Database

    /// The message beside a `code` field this refused.
    static let refusal = FieldError(field: TwoFactorField.code.rawValue,
                                    message: "This code is not right, or was used already. Type the newest code from your app, or a recovery code.")

    func accepts(_ typed: String, userID: Int64, now: Int) throws -> Bool {
        let code = typed.filter { $0 != " " }
        if code.utf8.count == OneTimePassword.digits, code.utf8.allSatisfy({ (48...57).contains($0) }) {
            guard let record = try database.twoFactor(userID: userID), record.isConfirmed,
                  let step = OneTimePassword.matchingStep(code, secret: record.secret, now: now, lastUsed: record.lastStep) else { return false }
            return try database.takeTwoFactorStep(userID: userID, step: step)
        }
        guard let recovery = RecoveryCodes.normalized(code) else { return false }
        return try database.useRecoveryCode(userID: userID, hash: RecoveryCodes.hash(recovery), now: now)
    }
}
