#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The enum below has methods named like the C calls; these reach the C ones unambiguously.
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// A failed system call: which one and its errno.
struct SystemCallFailure: Error {
    var function: String
    var errno: Int32
    var message: String { String(cString: strerror(errno)) }
}

/// The few file operations the sinks need, as thin wrappers over POSIX so SpinnerEncode does not
/// need Foundation. Each returns or throws the errno of the failing call.
enum POSIXFile {
    /// Opens (creating or truncating) a file for writing; returns its descriptor.
    static func create(_ path: String) throws(SystemCallFailure) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw SystemCallFailure(function: "open", errno: errno) }
        return fd
    }

    /// Writes all bytes, retrying short writes and interrupted calls.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallFailure) {
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemCallFailure(function: "write", errno: errno)
            }
            offset += n
        }
    }

    /// `writeAll` for a byte array.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemCallFailure) {
        let written = bytes.withUnsafeBytes { raw in
            Result { () throws(SystemCallFailure) in try writeAll(fd, raw) }
        }
        try written.get()
    }

    /// The last step of the sinks that make the whole file in `finish` (GIF, WebP): writes
    /// everything to the descriptor opened in `init` and closes it. The descriptor is closed
    /// whether or not this throws, so callers must not close it again.
    static func writeAndClose(_ fd: Int32, _ bytes: [UInt8]) throws(SystemCallFailure) {
        do throws(SystemCallFailure) { try writeAll(fd, bytes) } catch {
            try? close(fd)
            throw error
        }
        try close(fd)
    }

    /// Abandons a sink's unfinished output: closes the descriptor and deletes the file.
    static func discard(_ fd: Int32, _ path: String) {
        try? close(fd)
        remove(path)
    }

    static func close(_ fd: Int32) throws(SystemCallFailure) {
        if systemClose(fd) != 0 { throw SystemCallFailure(function: "close", errno: errno) }
    }

    /// Writes a whole file: create, write, close; a failure removes the partial file.
    static func write(_ bytes: [UInt8], to path: String) throws(SystemCallFailure) {
        let fd = try create(path)
        do throws(SystemCallFailure) {
            try writeAll(fd, bytes)
            try close(fd)
        } catch {
            _ = systemClose(fd)
            remove(path)
            throw error
        }
    }

    /// Reads a whole file, refusing one longer than `limit` bytes with EFBIG (so `/dev/zero` or
    /// an endless FIFO cannot fill memory). With `head`, once the first `head` bytes are in (or
    /// the file ended sooner) `limitFor` sees them and sets the limit from what they declare; a
    /// limit below what was read stops the read there with EFBIG.
    static func read(_ path: String, limit: Int = 1 << 30, head: Int = 0,
                     limitFor: ([UInt8]) -> Int = { _ in Int.max }) throws(SystemCallFailure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw SystemCallFailure(function: "open", errno: errno) }
        defer { _ = systemClose(fd) }
        var result: [UInt8] = []
        var limit = limit
        var headSeen = head == 0
        // Small reads until the head is in: an endless input is judged by its first bytes.
        var chunk = [UInt8](repeating: 0, count: headSeen ? 1 << 16 : head)
        while true {
            let want = headSeen ? chunk.count : head - result.count
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, want) }
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemCallFailure(function: "read", errno: errno)
            }
            if n == 0 || (!headSeen && result.count + n >= head) {
                result.append(contentsOf: chunk[0..<n])
                if !headSeen {
                    headSeen = true
                    limit = min(limit, limitFor(result))
                    if result.count > limit { throw SystemCallFailure(function: "read", errno: EFBIG) }
                    chunk = [UInt8](repeating: 0, count: 1 << 16)
                }
                if n == 0 { return result }
                continue
            }
            guard result.count + n <= limit else { throw SystemCallFailure(function: "read", errno: EFBIG) }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// Deletes a regular file, ignoring one that is already gone. Anything else (a device, a FIFO,
    /// a symlink such as /dev/stdout that a sink was streaming to) is left alone: a cancelled
    /// sink must never unlink a device node, which as root it could.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        _ = unlink(path)
    }
}
