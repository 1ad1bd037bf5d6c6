/// The last step of the animated-image sinks (GIF, WebP), which make the whole file in `finish`:
/// write it to the descriptor opened in `init` and close it.
enum GIFFileOutput {
    /// Writes everything and closes `fd`; the descriptor is closed afterwards whether or not this
    /// throws, so callers must not close it again.
    static func writeAndClose(_ fd: Int32, _ bytes: [UInt8]) throws(SystemCallFailure) {
        let written = bytes.withUnsafeBytes { raw in
            Result { () throws(SystemCallFailure) in try POSIXFile.writeAll(fd, raw) }
        }
        do throws(SystemCallFailure) { try written.get() } catch {
            try? POSIXFile.close(fd)
            throw error
        }
        try POSIXFile.close(fd)
    }
}
