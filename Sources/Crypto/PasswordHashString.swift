/// A hash in the PHC string format
/// (https://github.com/P-H-C/phc-string-format/blob/master/phc-sf-spec.md):
///
///     $pbkdf2-sha256$i=600000$<salt>$<hash>
///     $scrypt$ln=17,r=8,p=1$<salt>$<hash>
///
/// Salt and hash are unpadded standard base64, as the format prescribes. Parsing is strict
/// (fixed parameter order, no leading zeros, canonical base64), so one hash has one spelling.
struct PasswordHashString {
    let parameters: PasswordHasher.Parameters
    let salt: [UInt8]
    let hash: [UInt8]

    init(parameters: PasswordHasher.Parameters, salt: [UInt8], hash: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.hash = hash
    }

    /// Nil for anything this type would not have written, and for parameters, salts or
    /// hashes outside the bounds that keep a tampered row from costing much.
    init?(parsing text: String) {
        guard text.utf8.count <= 256 else { return nil }
        let fields = text.split(separator: "$", maxSplits: 5, omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0].isEmpty,
              let parameters = Self.parameters(algorithm: fields[1], settings: fields[2]),
              (try? parameters.validate()) != nil,
              let salt = Base64.decode(fields[3], alphabet: .standard), (8...64).contains(salt.count),
              let hash = Base64.decode(fields[4], alphabet: .standard), (16...64).contains(hash.count)
        else { return nil }
        self.init(parameters: parameters, salt: salt, hash: hash)
    }

    var encoded: String {
        let settings = switch parameters {
        case .pbkdf2SHA256(let iterations): "pbkdf2-sha256$i=\(iterations)"
        case .scrypt(let logN, let r, let p): "scrypt$ln=\(logN),r=\(r),p=\(p)"
        }
        return "$\(settings)$\(Base64.encode(salt, alphabet: .standard))$\(Base64.encode(hash, alphabet: .standard))"
    }

    private static func parameters(algorithm: Substring, settings: Substring) -> PasswordHasher.Parameters? {
        let values = settings.split(separator: ",", omittingEmptySubsequences: false)
        switch algorithm {
        case "pbkdf2-sha256":
            guard values.count == 1, let iterations = number(values[0], named: "i") else { return nil }
            return .pbkdf2SHA256(iterations: iterations)
        case "scrypt":
            guard values.count == 3,
                  let logN = number(values[0], named: "ln"),
                  let r = number(values[1], named: "r"),
                  let p = number(values[2], named: "p")
            else { return nil }
            return .scrypt(logN: logN, r: r, p: p)
        default:
            return nil
        }
    }

    /// `name=digits`, decimal without sign or leading zeros (PHC: "no leading zero"), at most
    /// 8 digits so it cannot overflow and is already far beyond every bound.
    private static func number(_ field: Substring, named name: String) -> Int? {
        guard field.hasPrefix(name + "=") else { return nil }
        let digits = field.utf8.dropFirst(name.utf8.count + 1)
        guard (1...8).contains(digits.count),
              digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              digits.first != UInt8(ascii: "0") || digits.count == 1
        else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
