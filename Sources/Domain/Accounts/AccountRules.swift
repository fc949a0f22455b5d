/// The rules for the fields of an account, shared by sign-up, settings and the command line.
public enum AccountRules {
    public static let passwordLength = 12...1_024
    public static let nameLength = 1...100

    public static func email(_ raw: String?, errors: inout [FieldError]) -> String? {
        let email = String((raw ?? "").trimmingSpaces())
        guard isPlausibleEmail(email) else {
            errors.append(FieldError(field: "email", message: "Enter a valid email address, like name@example.com."))
            return nil
        }
        return email
    }

    public static func password(_ raw: String?, field: String, errors: inout [FieldError]) -> String? {
        let password = raw ?? ""
        guard passwordLength.contains(password.count) else {
            errors.append(FieldError(field: field, message: password.count < passwordLength.lowerBound
                ? "Use at least 12 characters; a few words strung together work well."
                : "Use at most 1,024 characters."))
            return nil
        }
        return password
    }

    public static func name(_ raw: String?, field: String, label: String, errors: inout [FieldError]) -> String? {
        let name = String((raw ?? "").trimmingSpaces())
        guard !name.isEmpty else {
            errors.append(FieldError(field: field, message: "Enter your \(label)."))
            return nil
        }
        guard name.count <= nameLength.upperBound else {
            errors.append(FieldError(field: field, message: "Use at most 100 characters for your \(label)."))
            return nil
        }
        return name
    }

    /// A real date in the past, and after 1900 so a typo like 0199 is caught.
    public static func birthDate(_ raw: String?, today: CalendarDate, errors: inout [FieldError]) -> CalendarDate? {
        guard let date = CalendarDate(iso: String((raw ?? "").trimmingSpaces())), date < today,
              date >= CalendarDate(year: 1900, month: 1, day: 1)! else {
            errors.append(FieldError(field: "birth_date", message: "Enter your date of birth as a real past date (YYYY-MM-DD)."))
            return nil
        }
        return date
    }

    /// Deliberately loose (RFC 5322 allows far more than forms should reject): one `@`,
    /// something before it, a dotted domain after it, no spaces, at most 254 characters.
    static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.utf8.count <= 254, parts.count == 2, !parts[0].isEmpty,
              !email.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "<" || $0 == ">" }) else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}
