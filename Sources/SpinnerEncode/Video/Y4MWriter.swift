#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// Writes YUV4MPEG2: one text header line, then per frame `FRAME\n` and the raw planes.
///
/// The header names size, exact frame rate (`F30000:1001`), progressive scan, square pixels, the
/// chroma layout (`C420jpeg`: chroma sited between the four luma samples it covers, which is how
/// the converters average 2×2 blocks; `C444`) and `XCOLORRANGE=LIMITED|FULL`, the extension
/// FFmpeg reads. y4m has no field for the matrix: readers must be told BT.709. Not thread-safe:
/// `VideoSink` owns one behind a lock.
final class Y4MWriter {
    let path: String
    let format: VideoPixelFormat
    private var fd: Int32?

    /// Creates (or truncates) the file and writes the header.
    init(path: String, width: Int, height: Int, options: VideoOptions) throws(OutputFileError) {
        self.path = path
        format = options.pixelFormat
        let chroma: String
        switch options.pixelFormat {
        case .yuv420p: chroma = "420jpeg"
        case .yuv444p: chroma = "444"
        default:
            throw OutputFileError(path: path, function: "VideoSink.init", code: EINVAL,
                                  message: "y4m is written as yuv420p or yuv444p, not \(options.pixelFormat.rawValue)")
        }
        let header = Y4MWriter.header(width: width, height: height, fps: options.fps, chroma: chroma, range: options.range)
        do throws(SystemCallFailure) {
            let fd = try POSIXFile.create(path)
            self.fd = fd
            try write(Array(header.utf8))
        } catch {
            close(deleting: true)
            throw OutputFileError(path: path, error)
        }
    }

    deinit { close(deleting: false) }

    /// The stream header line, newline included.
    static func header(width: Int, height: Int, fps: Rational, chroma: String, range: ColorRange) -> String {
        "YUV4MPEG2 W\(width) H\(height) F\(fps.numerator):\(fps.denominator) Ip A1:1 C\(chroma) "
            + "XCOLORRANGE=\(range == .full ? "FULL" : "LIMITED")\n"
    }

    func encode(_ picture: VideoPicture) throws(OutputFileError) {
        guard picture.format == format else {
            throw OutputFileError(path: path, function: "VideoSink.write", code: EINVAL,
                                  message: "picture is \(picture.format.rawValue), expected \(format.rawValue)")
        }
        do throws(SystemCallFailure) {
            try write(Array("FRAME\n".utf8))
            for plane in picture.planes { try write(plane) }
        } catch {
            throw OutputFileError(path: path, error)
        }
    }

    func finish() throws(OutputFileError) {
        guard let fd else { return }
        self.fd = nil
        do throws(SystemCallFailure) { try POSIXFile.close(fd) } catch {
            POSIXFile.remove(path)
            throw OutputFileError(path: path, error)
        }
    }

    func close(deleting: Bool) {
        if let fd { try? POSIXFile.close(fd) }
        if deleting { POSIXFile.remove(path) }
        fd = nil
    }

    private func write(_ bytes: [UInt8]) throws(SystemCallFailure) {
        guard let fd else { throw SystemCallFailure(function: "write", errno: EBADF) }
        try POSIXFile.writeAll(fd, bytes)
    }
}
