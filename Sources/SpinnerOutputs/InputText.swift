#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import SpinnerCore
import SpinnerDigest

/// A small text file named on the command line (a progress CSV, a manifest, a scene or batch
/// file), read whole but never past `limit` bytes, so an endless FIFO or a huge file is an error
/// and not a machine out of memory. A NUL byte is refused where it is read: no text file holds
/// one (C's number parsing would stop at it), so `/dev/zero` is refused at its first byte.
///
/// Each file is read once a run: a second use (a scene's SHA-256 for a manifest, a manifest
/// sniffed then decoded) gets the bytes first read, so a FIFO is not opened twice (the second
/// open would wait for a writer that has gone) and the hash is of the bytes actually decoded.
package enum InputText {
    /// 64 MiB: far beyond any progress CSV or manifest spinnergen writes (a million frames).
    package static let limit = 1 << 26

    /// The bytes read so far, by path as given.
    private static let bytesRead = Mutex<[String: Data]>([:])
    /// The SHA-256 of the inputs hashed so far (text when first asked for, images as read), by
    /// path as given: a text input's hash is made from `bytesRead` only when a manifest asks for
    /// it (hashing a 100 KB Lottie file costs more than parsing half of it).
    private static let hashes = Mutex<[String: String]>([:])

    /// Notes the bytes of an input read elsewhere (a PNG), for `sha256(of:)`.
    package static func remember(_ bytes: [UInt8], of path: String) {
        let hash = SHA256.hexHash(bytes)
        hashes.withLock { $0[path] = hash }
    }

    /// The SHA-256 of the bytes `path` gave when it was read this run; a file not read yet is
    /// read now (to `limit`), and nil when it cannot be.
    package static func sha256(of path: String) -> String? {
        if let known = hashes.withLock({ $0[path] }) { return known }
        guard let data = try? read(path, what: "input") else { return nil }
        let hash = SHA256.hexHash([UInt8](data))
        hashes.withLock { $0[path] = hash }
        return hash
    }

    /// The bytes of `path`; `.noInput` when it cannot be opened, `.dataError` when it is longer than `limit` or holds a NUL
    /// (unless `binary`: a dotLottie zip is read the same way, once and within a limit, but is not text).
    package static func read(_ path: String, what: String, limit: Int = InputText.limit, binary: Bool = false) throws(OutputsError) -> Data {
        if let known = bytesRead.withLock({ $0[path] }) {
            guard known.count <= limit else {
                throw OutputsError("\(what) \(UserText.quoted(path)) is longer than \(limit >> 20) MiB", hint: "that is not a \(what) spinnergen can use",
                               kind: .dataError)
            }
            return known
        }
        let data = try readOnce(path, what: what, limit: limit, binary: binary)
        bytesRead.withLock { $0[path] = data }
        return data
    }

    /// Reads `path` as it is now, past the run's memory of what it read: for a file the run
    /// itself rewrites (an asset set's `Contents.json`, which each job of a batch updates).
    package static func readCurrent(_ path: String, what: String, limit: Int = InputText.limit) throws(OutputsError) -> Data {
        try readOnce(path, what: what, limit: limit)
    }

    private static func readOnce(_ path: String, what: String, limit: Int, binary: Bool = false) throws(OutputsError) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw OutputsError("\(what) \(UserText.quoted(path)) cannot be read: \(reason)", hint: "check the path", kind: .noInput)
        }
        defer { close(fd) }
        // A regular file says its length: one too long is refused before a byte is read (a
        // FIFO or device is counted as it is read, below).
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
            throw OutputsError("\(what) \(UserText.quoted(path)) is longer than \(limit >> 20) MiB", hint: "that is not a \(what) spinnergen can use",
                               kind: .dataError)
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                throw OutputsError("\(what) \(UserText.quoted(path)) cannot be read: \(reason)", hint: "name a file", kind: .noInput)
            }
            if n == 0 { return data }
            guard data.count + n <= limit else {
                throw OutputsError("\(what) \(UserText.quoted(path)) is longer than \(limit >> 20) MiB", hint: "that is not a \(what) spinnergen can use",
                               kind: .dataError)
            }
            if !binary, let k = chunk[0..<n].firstIndex(of: 0) {
                throw OutputsError("\(what) \(UserText.quoted(path)) holds a NUL byte at byte \(data.count + k), so it is not text",
                               hint: "that is not a \(what) spinnergen can use", kind: .dataError)
            }
            data.append(contentsOf: chunk[0..<n])
        }
    }
}
