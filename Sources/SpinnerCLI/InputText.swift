#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

/// A small text file named on the command line (a progress CSV, a manifest, a scene or batch
/// file), read whole but never past `limit` bytes, so an endless FIFO or a huge file is an error
/// and not a machine out of memory. A NUL byte is refused where it is read: no text file holds
/// one (C's number parsing would stop at it), so `/dev/zero` is refused at its first byte.
enum InputText {
    /// 64 MiB: far beyond any progress CSV or manifest spinnergen writes (a million frames).
    static let limit = 1 << 26

    /// The bytes of `path`; 66 when it cannot be opened, 65 when it is longer than `limit` or holds a NUL.
    static func read(_ path: String, what: String, limit: Int = InputText.limit) throws(CLIError) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw CLIError("\(what) \(UserText.quoted(path)) cannot be read: \(reason)", hint: "check the path", exitCode: .noInput)
        }
        defer { close(fd) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                throw CLIError("\(what) \(UserText.quoted(path)) cannot be read: \(reason)", hint: "name a file", exitCode: .noInput)
            }
            if n == 0 { return data }
            guard data.count + n <= limit else {
                throw CLIError("\(what) \(UserText.quoted(path)) is longer than \(limit >> 20) MiB", hint: "that is not a \(what) spinnergen can use",
                               exitCode: .dataError)
            }
            if let k = chunk[0..<n].firstIndex(of: 0) {
                throw CLIError("\(what) \(UserText.quoted(path)) holds a NUL byte at byte \(data.count + k), so it is not text",
                               hint: "that is not a \(what) spinnergen can use", exitCode: .dataError)
            }
            data.append(contentsOf: chunk[0..<n])
        }
    }
}
