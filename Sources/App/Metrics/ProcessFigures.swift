import Domain
import Glibc

/// Figures about this process and its files, read from the kernel (proc(5)) when asked.
enum ProcessFigures {
    /// Resident memory: the second field of /proc/self/statm, in pages.
    static func residentMemoryBytes() -> Int? {
        guard let statm = text(of: "/proc/self/statm") else { return nil }
        let fields = statm.split(separator: " ")
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard fields.count > 1, pageSize > 0, let pages = BoundedNumber.integer(fields[1], in: 0...Int.max / pageSize) else { return nil }
        return pages * pageSize
    }

    /// When the process started, in Unix seconds: its start in clock ticks after boot (field
    /// 22 of /proc/self/stat) plus the boot time (`btime` in /proc/stat).
    static func startTime() -> Double? {
        // The name in field 2 may hold spaces and parentheses: count fields after its last `)`.
        guard let stat = text(of: "/proc/self/stat"), let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        // What follows the name is field 3, the state, so field 22 is the 20th.
        // Ticks and seconds from 0 to 10¹⁵: past any uptime and any date, finite.
        guard fields.count >= 20, let ticks = BoundedNumber.decimal(fields[19], in: 0...1e15),
              let system = text(of: "/proc/stat"),
              let boot = system.split(separator: "\n").first(where: { $0.hasPrefix("btime ") }),
              let bootTime = BoundedNumber.decimal(boot.dropFirst(6), in: 0...1e15) else { return nil }
        return bootTime + ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A file's size in bytes; 0 when it does not exist (a WAL file between checkpoints).
    static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// A text file of /proc whole, up to `limit` bytes; nil when it cannot be read.
    static func text(of path: String, limit: Int = 1 << 20) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let count = Glibc.read(fd, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
