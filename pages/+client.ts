// Every page's script (ADR 029): the enhancers, on the server's HTML.
import '#components/widgets/enhance.client.ts'
