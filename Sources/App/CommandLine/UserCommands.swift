import Crypto
import Domain
import Storage

/// `liftinglog user …`: account administration from the server's shell.
public enum UserCommands {
    /// Makes a user staff (may publish the gym schedule) or a lifter again.
    public static func setRole(config: Config, email: String, role: UserRole) -> Result<String, AppError> {
        run(config) { database in
            guard try database.setRole(email: email, role: role) else { throw AppError("No account has the email \(email).") }
            return "\(email) is now \(role.rawValue)."
        }
    }

    /// Replaces the password with a random one, printed once, and logs the user out everywhere.
    public static func resetPassword(config: Config, email: String) -> Result<String, AppError> {
        run(config) { database in
            let password = SecureRandom.token(bytes: 12)
            guard try database.resetPassword(email: email, passwordHash: try config.passwordHasher.hash(password)) else {
                throw AppError("No account has the email \(email).")
            }
            return "New password for \(email): \(password)\nGive it to them privately; they should change it in Settings after logging in."
        }
    }

    private static func run(_ config: Config, _ body: (Database) throws -> String) -> Result<String, AppError> {
        do {
            let database = try Database(path: config.databasePath)
            defer { database.close() }
            return .success(try body(database))
        } catch let error as AppError {
            return .failure(error)
        } catch {
            return .failure(AppError("\(error)"))
        }
    }
}
