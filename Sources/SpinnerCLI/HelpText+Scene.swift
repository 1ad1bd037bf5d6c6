import SpinnerJobs
/// Help for the scene-file commands.
extension HelpText {
    static var render: String {
        """
        spinnergen render: render a scene file, a layer tree in Core Animation's vocabulary.

        USAGE
          spinnergen render FILE.json [options] -o <output>
          spinnergen check FILE.json

        SCENE OPTIONS

        """ + options(SceneInput.options) + """

        COMMON OPTIONS

        """ + options(RenderOptions.options) + """

        --size W[xH] fits the scene's root bounds into that many points, keeping its aspect.
        The default length is the file's "loop" (1 s without one); its "background" applies
        unless --background is given. A file that declares "progress": {"layer": NAME,
        "keyPath": "strokeEnd"} (optionally "from" and "to", the values meaning 0 and 1) takes
        --at-progress P: the still at the first moment that value reaches P.

        EXAMPLES
          spinnergen render Examples/Scenes/three-dots.json --fps 60 -o dots.mp4
          spinnergen render Examples/Scenes/three-dots.json --param color=#FF5722 -o dots.gif
          spinnergen render download.json --at-progress 0.5 -o half.png
          spinnergen check Examples/Scenes/three-dots.json

        """
    }
}
