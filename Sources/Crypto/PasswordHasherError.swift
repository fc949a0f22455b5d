public enum PasswordHasherError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Parameters outside the bounds `verify` accepts; hashes made with them could never be
    /// verified.
    case invalidParameters(String)
    /// libcrypto could not compute the key, most likely for lack of memory.
    case derivationFailed(String)

    public var description: String {
        switch self {
        case .invalidParameters(let reason): "invalid password hashing parameters: \(reason)"
        case .derivationFailed(let reason): "password hashing failed: \(reason)"
        }
    }
}
