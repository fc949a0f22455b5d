import Glibc

/// A secret kept in a file (a Docker or systemd credential), read once at start. The file's
/// final line break is not part of the secret.
enum SecretFile {
    static let maximumBytes = 4096

    static func read(_ path: String) throws(CommandLineError) -> String {
        guard let file = fopen(path, "r") else {
            throw CommandLineError(message: "The secret file \(path) could not be opened: \(String(cString: strerror(errno))).")
        }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        let count = fread(&bytes, 1, bytes.count, file)
        guard count <= maximumBytes else { throw CommandLineError(message: "The secret file \(path) is over \(maximumBytes) bytes.") }
        var text = String(decoding: bytes[..<count], as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        guard !text.isEmpty else { throw CommandLineError(message: "The secret file \(path) is empty.") }
        return text
    }
}
