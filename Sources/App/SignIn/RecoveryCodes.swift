import Crypto
import Domain

/// The ten codes that stand in for the authenticator app once each, shown once when two-factor
/// is turned on. Each is 12 Base32 letters and digits (60 random bits), grouped by four for
/// reading off paper; only its SHA-256 is stored, which is enough for a secret that long.
enum RecoveryCodes {
    static let count = 10

    /// New codes, as shown, and their hashes, as stored.
    static func make() -> (shown: [String], hashes: [[UInt8]]) {
        let codes = (0..<count).map { _ in String(Base32.encode(SecureRandom.bytes(8)).prefix(12)).lowercased() }
        let shown = codes.map { code in
            stride(from: 0, to: 12, by: 4).map { start in
                String(code.dropFirst(start).prefix(4))
            }.joined(separator: "-")
        }
        return (shown, codes.map(hash))
    }

    /// The stored form of a code as typed: case, spaces and hyphens do not matter. Nil for text
    /// that cannot be a recovery code.
    static func normalized(_ typed: String) -> String? {
        let code = typed.lowercased().filter { $0 != "-" && $0 != " " }
        guard code.utf8.count == 12, Base32.decode(code) != nil else { return nil }
        return code
    }

    static func hash(_ normalized: String) -> [UInt8] {
        SHA256.digest(Array(normalized.utf8))
    }
}
