export declare function routeLabel(pathname: string, status: number): string
