// Every page's script (ADR 029): the enhancers, on the server's HTML.
import '#client/enhance.ts'
