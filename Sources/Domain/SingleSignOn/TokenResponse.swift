/// The token endpoint's answer (OpenID Connect Core 1.0 §3.1.3.3): the ID token, or the
/// provider's reason for refusing the code (RFC 6749 §5.2).
public enum TokenResponse {
    public static func idToken(json bytes: [UInt8], status: Int) throws(SingleSignOnError) -> String {
        let document = try JSONValue.document(bytes, named: "token answer")
        if let error = document["error"]?.string {
            let detail = document["error_description"]?.string.map { ": " + $0 } ?? ""
            throw SingleSignOnError("The provider refused the sign-in code (\(error)\(detail)).")
        }
        guard status == 200 else { throw SingleSignOnError("The provider's token endpoint answered \(status).") }
        return try document.requiredString("id_token", in: "token answer")
    }
}
