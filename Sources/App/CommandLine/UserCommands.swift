import Crypto
import Glibc
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
            return "New one-time password for \(email): \(password)\nGive it to them privately; they choose their own when they next log in."
        }
    }

    /// Turns two-factor codes off for a member who lost their phone and their recovery codes;
    /// they log in with their password alone, and set codes up again (or are made to, by
    /// `--require-two-factor`).
    public static func resetTwoFactor(config: Config, email: String) -> Result<String, AppError> {
        run(config) { database in
            guard try database.resetTwoFactor(email: email) else { throw AppError("No account has the email \(email).") }
            return "Two-factor codes are off for \(email); their recovery codes are gone too."
        }
    }

    /// Creates an account with a random one-time password, printed once: the way in when
    /// sign-up is closed. The same rules as the sign-up form apply.
    public static func addUser(config: Config, email: String, firstName: String, lastName: String,
                               birthDate: String) -> Result<String, AppError> {
        run(config) { database in
            let password = SecureRandom.token(bytes: 12)
            let input: SignupInput
            switch SignupInput.parse(email: email, password: password, firstName: firstName, lastName: lastName,
                                     birthDate: birthDate, today: CalendarDate(unixTime: config.clock.now())) {
            case .failure(let errors): throw AppError(errors.errors.map { "\($0.field): \($0.message)" }.joined(separator: "\n"))
            case .success(let valid): input = valid
            }
            do {
                _ = try database.createUser(Database.NewUser(
                    email: input.email, passwordHash: try config.passwordHasher.hash(input.password),
                    firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate, passwordIsTemporary: true))
            } catch StorageError.emailTaken {
                throw AppError("An account with the email \(input.email) already exists.")
            }
            return "Created \(input.email) with the one-time password: \(password)\nGive it to them privately; they choose their own when they first log in."
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
