import Testing
@testable import SpinnerBatch

/// Every batch file the reader refuses, with the JSON path its message names.
struct BatchFileRefusalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        /// The error's `path`.
        let path: String
        /// Words its message contains.
        let mentions: String
        var testDescription: String { "\(path): \(mentions)" }
    }

    static let job = #"{"preset": "ring", "outputs": ["a.gif"]}"#
    static func file(_ body: String) -> String { #"{"spinnergen-batch": 1, "# + body + "}" }

    /// Five axes of ten values: 100,000 jobs.
    static let tooMany: String = {
        let values = "[" + (1...10).map(String.init).joined(separator: ",") + "]"
        let axes = ["a", "b", "c", "d", "e"].map { "\"\($0)\": \(values)" }.joined(separator: ", ")
        return file(#""matrix": {\#(axes)}, "jobs": [{"preset": "ring", "outputs": ["{a}{b}{c}{d}{e}.gif"]}]"#)
    }()

    static let cases: [Case] = [
        Case(text: "[1]", path: "", mentions: "expected a JSON object"),
        Case(text: #"{"jobs": [1],}"#, path: "", mentions: "not valid JSON"),
        Case(text: #"{"jobs": []"#, path: "", mentions: "not valid JSON: unexpected end"),
        Case(text: #"{"jobs": [], "jobs": []}"#, path: "", mentions: "given twice"),
        Case(text: #"{"jobs": [\#(job)]}"#, path: "", mentions: "no \"spinnergen-batch\" version"),
        Case(text: #"{"spinnergen-batch": 2, "jobs": [\#(job)]}"#, path: "spinnergen-batch", mentions: "version 2 is not one this spinnergen reads"),
        Case(text: #"{"spinnergen-batch": "1", "jobs": [\#(job)]}"#, path: "spinnergen-batch", mentions: "version \"1\""),
        Case(text: file(#""job": [\#(job)]"#), path: "job", mentions: "did you mean \"jobs\"?"),
        Case(text: file(#""matrix": {}"#), path: "", mentions: "no \"jobs\""),
        Case(text: file(#""jobs": []"#), path: "jobs", mentions: "expected a non-empty array of jobs, found an array"),
        Case(text: file(#""jobs": [\#(job), 3]"#), path: "jobs[1]", mentions: "expected a job object, found a number"),
        Case(text: file(#""jobs": [{"preset": "ring", "scene": "s.json", "outputs": ["a.gif"]}]"#), path: "jobs[0]", mentions: "not both"),
        Case(text: file(#""jobs": [{"outputs": ["a.gif"]}]"#), path: "jobs[0]", mentions: "needs \"preset\", \"scene\" or \"lottie\""),
        Case(text: file(#""jobs": [{"lottie": "a.json", "scene": "b.json", "outputs": ["a.gif"]}]"#), path: "jobs[0]", mentions: "one of a preset, a scene and a Lottie file"),
        Case(text: file(#""jobs": [{"lottie": "a.json", "params": {"c": 1}, "outputs": ["a.gif"]}]"#), path: "jobs[0].params", mentions: "a Lottie file takes \"options\""),
        Case(text: file(#""jobs": [{"preset": "ring", "output": ["a.gif"]}]"#), path: "jobs[0].output", mentions: "did you mean \"outputs\"?"),
        Case(text: file(#""jobs": [{"preset": "ring"}]"#), path: "jobs[0]", mentions: "needs \"outputs\""),
        Case(text: file(#""jobs": [{"preset": "ring", "outputs": []}]"#), path: "jobs[0].outputs", mentions: "non-empty array of output names"),
        Case(text: file(#""jobs": [{"preset": "ring", "outputs": [7]}]"#), path: "jobs[0].outputs[0]", mentions: "found a number"),
        Case(text: file(#""jobs": [{"preset": "ring", "outputs": ["-"]}]"#), path: "jobs[0].outputs[0]", mentions: "not standard output"),
        Case(text: file(#""jobs": [{"preset": 3, "outputs": ["a.gif"]}]"#), path: "jobs[0].preset", mentions: "expected a preset name"),
        Case(text: file(#""jobs": [{"preset": "ring", "options": {"output": "b.gif"}, "outputs": ["a.gif"]}]"#), path: "jobs[0].options.output", mentions: "not an option a job sets"),
        Case(text: file(#""jobs": [{"preset": "ring", "options": {"manifest": "m.json"}, "outputs": ["a.gif"]}]"#), path: "jobs[0].options.manifest", mentions: "manifest is not an option a job sets"),
        Case(text: file(#""jobs": [{"preset": "ring", "options": {"--fps": 30}, "outputs": ["a.gif"]}]"#), path: "jobs[0].options.--fps", mentions: "without dashes"),
        Case(text: file(#""jobs": [{"preset": "ring", "options": {"fps": [30]}, "outputs": ["a.gif"]}]"#), path: "jobs[0].options.fps", mentions: "found an array"),
        Case(text: file(#""jobs": [{"preset": "ring", "options": {"fps": null}, "outputs": ["a.gif"]}]"#), path: "jobs[0].options.fps", mentions: "found null"),
        Case(text: file(#""jobs": [{"preset": "ring", "options": 5, "outputs": ["a.gif"]}]"#), path: "jobs[0].options", mentions: "expected an object of options"),
        Case(text: file(#""jobs": [{"preset": "ring", "params": {"c": 1}, "outputs": ["a.gif"]}]"#), path: "jobs[0].params", mentions: "a preset or a Lottie file takes \"options\""),
        Case(text: file(#""jobs": [{"scene": "s.json", "params": [1], "outputs": ["a.gif"]}]"#), path: "jobs[0].params", mentions: "object of scene parameters"),
        Case(text: file(#""matrix": {"theme": {"dark": {}}}, "jobs": [{"preset": "ring", "axes": ["size"], "outputs": ["a.gif"]}]"#), path: "jobs[0].axes[0]", mentions: "not an axis of the matrix (it has theme)"),
        Case(text: file(#""jobs": [{"preset": "ring", "axes": "theme", "outputs": ["a.gif"]}]"#), path: "jobs[0].axes", mentions: "array of axis names"),
        Case(text: file(#""matrix": {"theme": {"dark": {}}}, "jobs": [{"preset": "ring", "axes": ["theme", "theme"], "outputs": ["a.gif"]}]"#), path: "jobs[0].axes[1]", mentions: "named twice"),
        Case(text: file(#""matrix": {"theme": {}}, "jobs": [\#(job)]"#), path: "matrix.theme", mentions: "no values"),
        Case(text: file(#""matrix": {"scale": []}, "jobs": [\#(job)]"#), path: "matrix.scale", mentions: "no values"),
        Case(text: file(#""matrix": {"scale": [1, {}]}, "jobs": [\#(job)]"#), path: "matrix.scale[1]", mentions: "found an object"),
        Case(text: file(#""matrix": {"scale": [true]}, "jobs": [\#(job)]"#), path: "matrix.scale[0]", mentions: "expected a string or a number"),
        Case(text: file(#""matrix": {"theme": 3}, "jobs": [\#(job)]"#), path: "matrix.theme", mentions: "a list of values or an object of variants"),
        Case(text: file(#""matrix": {"theme": {"dark": 1}}, "jobs": [\#(job)]"#), path: "matrix.theme.dark", mentions: "expected an object of options"),
        Case(text: file(#""matrix": {"theme": {"dark": {"fps": {}}}}, "jobs": [\#(job)]"#), path: "matrix.theme.dark.fps", mentions: "found an object"),
        Case(text: file(#""matrix": {"output": ["a", "b"]}, "jobs": [\#(job)]"#), path: "matrix.output", mentions: "cannot be an axis"),
        Case(text: file(#""matrix": [], "jobs": [\#(job)]"#), path: "matrix", mentions: "expected an object of axes"),
        Case(text: file(#""jobs": [{"preset": "ring", "outputs": ["{theme}.gif"]}]"#), path: "jobs[0].outputs[0]", mentions: "{theme} is not an axis of this job (it has none)"),
        Case(text: file(#""matrix": {"theme": {"dark": {}}, "fmt": ["gif"]}, "jobs": [{"preset": "ring", "axes": ["fmt"], "outputs": ["{theme}.{fmt}"]}]"#), path: "jobs[0].outputs[0]", mentions: "{theme} is not an axis of this job (its axes: fmt)"),
        Case(text: tooMany, path: "jobs[0]", mentions: "more than 10000 jobs"),
    ]

    @Test(arguments: cases)
    func refusedWithItsJSONPath(_ c: Case) {
        #expect {
            _ = try BatchPlan.expand(BatchFile(bytes: Array(c.text.utf8)))
        } throws: { error in
            let e = error as! BatchError
            return e.kind == .badFile && e.path == c.path && e.message.contains(c.mentions)
        }
    }

    @Test func aFileOverTheLimitIsRefusedUnread() {
        let big = [UInt8](repeating: 0x20, count: BatchFile.maxBytes + 1)
        #expect(throws: BatchError(path: "", "the file is larger than 1 MB", hint: "split the catalogue into several batch files")) {
            try BatchFile(bytes: big)
        }
    }
}
