import Testing
import SpinnerEncode
@testable import SpinnerPipeline

/// A sink's failure part way becomes the kind its cause is: a GIF past its share of the memory
/// limit is the budget's refusal (exit 64, one hint), everything else an I/O error (74).
@Suite struct SinkFailureKindTests {
    @Test func aGIFOverItsShareIsTheBudgetsRefusal() {
        let over = PipelineError(GIFError(code: .tooLarge, function: "GIFSink.write", message: "frame 42 would take them past 26 MiB", path: "a.gif"),
                                 path: "a.gif")
        #expect(over.kind == .tooLarge && over.path == "a.gif")
        #expect(over.message == "'a.gif': frame 42 would take them past 26 MiB")
        #expect(over.hint == "raise --memory-limit, or lower --size, --scale, --fps or --duration")
        let io = PipelineError(GIFError(code: .io, function: "write", message: "No space left on device", path: "a.gif"), path: "a.gif")
        #expect(io.kind == .io && io.message == "No space left on device" && io.hint == nil)
    }
}
