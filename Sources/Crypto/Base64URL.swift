/// base64url for other modules: the members of a JSON Web Key and tokens are written in it.
public enum Base64URL {
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        Base64.decode(text, alphabet: .urlSafe)
    }

    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        Base64.encode(bytes, alphabet: .urlSafe)
    }
}
