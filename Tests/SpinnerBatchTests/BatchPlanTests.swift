import Testing
@testable import SpinnerBatch

/// Expansion order, option precedence, substitution and argument vectors of batch planning.
struct BatchPlanTests {
    static let reference = """
    {
      "spinnergen-batch": 1,
      "matrix": {
        "theme": {
          "light": { "colors": "#1A73E8" },
          "dark":  { "colors": "#8AB4F8", "background": "#202124", "params": { "color": "#FFFFFF" } }
        },
        "scale": [1, 2, 3]
      },
      "jobs": [
        { "preset": "material", "options": { "fps": 30 },
          "outputs": ["out/{theme}/material@{scale}x.gif", "out/{theme}/material@{scale}x/%04d.png"] },
        { "scene": "scenes/dots.json", "params": { "color": "#FF5722" }, "axes": ["scale"],
          "outputs": ["out/dots@{scale}x.webp"] }
      ]
    }
    """

    static func plan(_ text: String) throws -> [BatchJob] {
        try BatchPlan.expand(BatchFile(bytes: Array(text.utf8)))
    }

    @Test func twoAxisMatrixExpandsFirstAxisSlowestThenAJobWithItsOwnAxes() throws {
        let jobs = try Self.plan(Self.reference)
        #expect(jobs.map(\.index) == Array(0..<9))
        #expect(jobs.map { $0.bindings.map { "\($0.axis)=\($0.value)" }.joined(separator: ",") } == [
            "theme=light,scale=1", "theme=light,scale=2", "theme=light,scale=3",
            "theme=dark,scale=1", "theme=dark,scale=2", "theme=dark,scale=3",
            "scale=1", "scale=2", "scale=3",
        ])
        #expect(jobs.map(\.origin) == Array(repeating: "jobs[0]", count: 6) + Array(repeating: "jobs[1]", count: 3))
    }

    @Test func outputsSubstituteEachAxisValue() throws {
        let jobs = try Self.plan(Self.reference)
        #expect(jobs[4].outputs == ["out/dark/material@2x.gif", "out/dark/material@2x/%04d.png"])
        #expect(jobs[8].outputs == ["out/dots@3x.webp"])
    }

    @Test func argumentVectorsSortOptionsAndBindListAxesToTheirOption() throws {
        let jobs = try Self.plan(Self.reference)
        #expect(jobs[0].arguments == ["material", "--colors", "#1A73E8", "--fps", "30", "--scale", "1",
                                      "-o", "out/light/material@1x.gif", "-o", "out/light/material@1x/%04d.png"])
        #expect(jobs[5].arguments == ["material", "--background", "#202124", "--colors", "#8AB4F8", "--fps", "30", "--scale", "3",
                                      "-o", "out/dark/material@3x.gif", "-o", "out/dark/material@3x/%04d.png"])
        // The scene job has only the scale axis, so no theme parameter reaches it.
        #expect(jobs[7].arguments == ["render", "scenes/dots.json", "--param", "color=#FF5722", "--scale", "2", "-o", "out/dots@2x.webp"])
    }

    @Test func theJobsOwnOptionsAndParamsWinOverItsVariants() throws {
        let text = """
        {"spinnergen-batch": 1,
         "matrix": {"theme": {"dark": {"fps": 24, "background": "#000000", "params": {"color": "#FFFFFF", "size": 3}}}},
         "jobs": [{"scene": "s.json", "options": {"fps": 12.5}, "params": {"color": "red"}, "outputs": ["{theme}.gif"]},
                  {"preset": "ring", "options": {"background": "#111111"}, "outputs": ["ring-{theme}.gif"]}]}
        """
        let jobs = try Self.plan(text)
        #expect(jobs[0].arguments == ["render", "s.json", "--param", "color=red", "--param", "size=3",
                                      "--background", "#000000", "--fps", "12.5", "-o", "dark.gif"])
        // A preset takes no params: the variant's are for scene jobs.
        #expect(jobs[1].arguments == ["ring", "--background", "#111111", "--fps", "24", "-o", "ring-dark.gif"])
    }

    @Test func flagsAreBareWhenTrueAndLeftOutWhenFalse() throws {
        let text = """
        {"spinnergen-batch": 1, "matrix": {"anim": {"yes": {"animated": true}, "no": {"animated": false}}},
         "jobs": [{"preset": "ring", "options": {"quiet": true}, "outputs": ["{anim}.png"]}]}
        """
        let jobs = try Self.plan(text)
        #expect(jobs.map(\.arguments) == [["ring", "--animated", "--quiet", "-o", "yes.png"], ["ring", "--quiet", "-o", "no.png"]])
    }

    @Test func parametersThatCouldReadAsJSONAreQuoted() throws {
        let text = """
        {"spinnergen-batch": 1, "jobs": [{"scene": "s.json", "outputs": ["a.gif"],
         "params": {"a": "12", "b": true, "c": [1, 2.5], "d": {"x": "y"}, "e": "plain text"}}]}
        """
        #expect(try Self.plan(text)[0].arguments == ["render", "s.json", "--param", "a=\"12\"", "--param", "b=true",
                                                     "--param", "c=[1,2.5]", "--param", "d={\"x\":\"y\"}", "--param", "e=plain text",
                                                     "-o", "a.gif"])
    }

    @Test func scalePlaceholdersStayForTheScaleFeatureWhenScaleIsNoAxis() throws {
        let text = """
        {"spinnergen-batch": 1, "jobs": [{"preset": "ring", "outputs": ["drawable-{density}/a.png", "a@{scale}x.gif"]}]}
        """
        #expect(try Self.plan(text)[0].outputs == ["drawable-{density}/a.png", "a@{scale}x.gif"])
    }

    @Test func theJobHashIgnoresDisplayOnlyOptionsAndFollowsEverythingElse() throws {
        func hash(_ options: String, scene: String? = "aa", images: [(name: String, sha256: String)] = []) throws -> String {
            let job = try Self.plan("{\"spinnergen-batch\": 1, \"jobs\": [{\"preset\": \"ring\", \"options\": {\(options)}, \"outputs\": [\"a.gif\"]}]}")[0]
            return JobHash.of(version: "1.0", job: job, sceneSHA256: scene, images: images)
        }
        let base = try hash("\"fps\": 30")
        #expect(try hash("\"fps\": 30, \"quiet\": true, \"threads\": 2, \"memory-limit\": \"64M\", \"progress-format\": \"json\"") == base)
        #expect(try hash("\"fps\": 24") != base)
        #expect(try hash("\"fps\": 30", scene: "bb") != base)
        #expect(try hash("\"fps\": 30", images: [("dot.png", "cc")]) != base)
        #expect(base.count == 64)
    }
}
