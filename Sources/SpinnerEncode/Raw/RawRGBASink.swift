import SpinnerCore

/// Appends straight (un-premultiplied) RGBA bytes frame after frame to one file, for piping
/// into other tools (`ffmpeg -f rawvideo -pix_fmt rgba -s WxH -i -`).
public final class RawRGBASink: FrameSink {
    /// The output file.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    private let state: SinkState<Int32, OutputFileError>
    /// Straight bytes reused from frame to frame, so a frame converts only what changed.
    private let canvases = StraightCanvasLoans()

    /// Creates (or truncates) the file now, so a bad path fails before any rendering.
    public init(path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, !width.multipliedReportingOverflow(by: height).overflow else {
            throw OutputFileError(.invalidArgument("cannot write \(width)x\(height) frames"),
                                  function: "RawRGBASink.init", path: path)
        }
        self.path = path
        self.width = width
        self.height = height
        do {
            state = SinkState("RawRGBASink", path: path, width: width, height: height,
                              resources: try POSIXFile.create(path))
        } catch {
            throw OutputFileError(path: path, error)
        }
    }

    deinit {
        state.abandon { try? POSIXFile.close($0) }
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        return PreparedFrame(index: index, payload: .bytes(canvases.straightBytes(of: frame, index: index, changed: changed)))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes = try state.bytes(of: frame, expectedCount: width * height * 4) { try prepare($0, index: $1, changed: nil) }
        try state.withOpen { fd in
            do throws(SystemCallFailure) { try POSIXFile.writeAll(fd, bytes) } catch { throw OutputFileError(path: path, error) }
        }
        canvases.written(frame.index)
    }

    public func finish() throws {
        try state.finish { fd in
            do throws(SystemCallFailure) { try POSIXFile.close(fd) } catch { throw OutputFileError(path: path, error) }
        }
    }

    public func cancel() {
        state.cancel { POSIXFile.discard($0, path) }
    }
}
